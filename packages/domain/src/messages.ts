/** The spec's user-facing texts that are not field validation messages (part 1, 8; part 2, 2 and 8). */

export const SUPPORT_HINT = "Please try again later or contact support if the problem persists.";
export const OFFLINE_BANNER = "Offline Mode - Changes will sync when reconnected";

export const AUTH_MESSAGES = {
  loginRequiresInternet: "Login requires internet connection. Please connect and try again.",
  initiateFailed: "Failed to initiate login",
  loginFailed: "Login failed",
  callbackUnparseable: "Authentication failed. Please try again.",
  completing: "Completing authentication...",
  signingIn: "Signing in...",
  idpUnavailable: "Google sign-in cannot be reached right now. Please try again in a moment.",
  unknownOrigin:
    "Sign-in does not work at this address. Open Maintenance Nexus at an address the server printed when it started, or set PUBLIC_URL.",
} as const;

/** Any text with a NUL character (U+0000), which PostgreSQL cannot store, is refused with this. */
export const NUL_CHARACTER_MESSAGE = "Text cannot contain NUL characters";

/** 'Authentication failed: {reason}'. */
export const authFailedMessage = (reason: string) => `Authentication failed: ${reason}`;

export const WORK_ORDER_MESSAGES = {
  updateFailed: "Failed to update work order. Please try again.",
  assignFailed: "Failed to assign mechanic. Please try again.",
  startFailed: "Failed to start work order. Please try again.",
  completeFailed: "Failed to complete work order. Please try again.",
  loadFailed: "Failed to load work orders. Please try again.",
  loadFailedTitle: "Failed to Load Work Orders",
  loadFailedDetail: "Unable to load work orders. Please check your connection and try again.",
  noWorkOrders: "No Work Orders Found",
  noDescription: "No description provided",
  offlineCached:
    "Offline Mode: You're viewing cached work orders. Changes will sync when connection is restored.",
  notFound: "Work order not found",
  invalidEquipment: "The selected equipment was not found in your organization",
  invalidOperator: "The operator must be an active operator of your organization",
  invalidMechanic: "The mechanic must be an active mechanic or shop foreman of your organization",
  invalidAssignee:
    "The assignee must be an active mechanic, shop foreman or field supervisor of your organization",
  invalidInspection: "The inspection was not found in your organization",
  created: "Work order created",
  updated: "Work order updated",
  assigned: "Work order assigned",
  started: "Work started",
  completed: "Work order completed",
  cancelled: "Work order cancelled",
  escalated: "Issue escalated to the shop foreman",
  bulkUpdated: "Work orders updated",
  bulkNotFound: "Some work orders were not found; nothing was changed",
  bulkRefused: "Some status changes are not allowed; nothing was changed",
} as const;

export const INSPECTION_MESSAGES = {
  submitFailed: "Failed to submit inspection. Please try again.",
  noneAssigned: "No daily inspection assigned for today. Please check with your supervisor.",
  doneToday: "Today's daily checklist for this machine has already been submitted.",
  incomplete: "Please complete all inspection items before submitting.",
  completedOk: "Daily inspection completed successfully! Equipment is ready for operation.",
  completedWithAttention:
    "Daily inspection completed with items needing attention. Supervisor has been notified.",
  unreadable: "Unable to display inspection results",
} as const;

/** 'Assigned 3 daily inspections' (POST /inspections/daily). */
export const inspectionsAssignedMessage = (count: number) =>
  `Assigned ${count} daily inspection${count === 1 ? "" : "s"}`;

/** 'Created 2 maintenance orders' (POST /maintenance/schedule). */
export const maintenanceOrdersCreatedMessage = (count: number) =>
  `Created ${count} maintenance order${count === 1 ? "" : "s"}`;

export const ESCALATION_MESSAGES = {
  equipmentNotFound: "Selected equipment not found or access denied",
  failed: "Failed to escalate issue. Please try again.",
} as const;

export const EQUIPMENT_MESSAGES = {
  loadFailed: "Unable to load equipment",
  updateFailed: "Failed to update equipment",
  deleteFailed: "Failed to delete equipment. Please try again.",
  noneFound: "No equipment found",
  adjustFilters: "Try adjusting your search or filters",
  addFirst: "Get started by adding your first piece of equipment",
  notFound: "Equipment not found",
  numberTaken: "Equipment number already exists",
  qrCodeTaken: "QR code already exists",
  updated: "Equipment updated successfully",
  deleted: "Equipment deleted successfully",
  retired:
    "Equipment has work-order or assignment history, so it was retired instead of deleted; its history is kept",
} as const;

/** 'Are you sure you want to delete "{name}"? This action cannot be undone.' */
export const deleteEquipmentConfirm = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

export const ASSIGNMENT_MESSAGES = {
  alreadyAssigned: "This equipment is already assigned to another operator",
  createFailed: "Failed to create assignment",
  replacesCurrent:
    "This equipment is currently assigned to another operator. Creating this assignment will end the previous assignment.",
  loadFailed: "Error Loading Assignments",
  noneFound: "No Equipment Assignments Found",
  notFound: "Assignment not found",
  notActive: "This assignment has already ended",
  invalidOperator: "The operator must be an active operator of your organization",
  ended: "Assignment ended",
} as const;

/** EQUIPMENT_NOT_AVAILABLE: 'Equipment that is Down For Repair cannot be assigned'. */
export const equipmentNotAvailableMessage = (statusLabel: string) =>
  `Equipment that is ${statusLabel} cannot be assigned`;

/** Team Management and Add New User (part 2, 2.10, 2.11 and 8; DECISIONS.md "Team management"). */
export const USER_MESSAGES = {
  loadFailed: "Failed to load users. Please try again.",
  notFound: "User not found",
  emailTaken: "A user with this email already exists.",
  created: "User added",
  roleChanged: "Role updated",
  statusChanged: "Status updated",
  noneFound: "No users found",
  updateNeedsOne: "Provide a role or a status",
  updateOneAtATime: "Change the role or the status, one at a time",
} as const;

/** Why a team change is refused; the codes are in ERROR_CODES (403, or 409 for the last super admin). */
export const USER_REFUSAL_MESSAGES = {
  INSUFFICIENT_PERMISSIONS: "You do not have permission to perform this action.",
  OWN_ACCOUNT_CHANGE: "You cannot change your own role or status.",
  SUPER_ADMIN_REQUIRED: "Only a super admin can give the Super Admin role or change a super admin.",
  LAST_SUPER_ADMIN: "The organization must keep at least one active super admin.",
} as const;
export type UserRefusal = keyof typeof USER_REFUSAL_MESSAGES;

/** The deactivation confirmation says what happens (DECISIONS.md "Team management"). */
export const deactivateUserConfirm = (name: string) =>
  `Deactivate ${name}? They are signed out on every device now and cannot sign in until they are activated again.`;

/** Activation says what follows: they may sign in again (the sessions ended by deactivation stay ended). */
export const activateUserConfirm = (name: string) => `Activate ${name}? They can sign in again at once.`;

export const REPORT_MESSAGES = { loadFailed: "Unable to load reports", noData: "No data available" } as const;
