/** Every enumeration of both spec parts, as `as const` arrays with their union types. */

export const EQUIPMENT_TYPES = [
  "EXCAVATOR",
  "BULLDOZER",
  "LOADER",
  "DUMP_TRUCK",
  "CRANE",
  "GRADER",
  "COMPACTOR",
  "BACKHOE",
  "FORKLIFT",
  "GENERATOR",
  "CONCRETE_MIXER",
  "PAVER",
  "ROLLER",
  "SKID_STEER",
  "OTHER",
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

export const EQUIPMENT_CATEGORIES = [
  "EARTHMOVING",
  "LIFTING",
  "HAULING",
  "COMPACTION",
  "PAVING",
  "UTILITY",
  "SUPPORT",
] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

/** Part 2, 3: the six statuses plus MAINTENANCE, WARNING and CRITICAL used by the edit form and the badge. */
export const EQUIPMENT_STATUSES = [
  "OPERATIONAL",
  "IN_SERVICE",
  "DOWN_FOR_REPAIR",
  "SCHEDULED_MAINTENANCE",
  "OUT_OF_SERVICE",
  "RETIRED",
  "MAINTENANCE",
  "WARNING",
  "CRITICAL",
] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

export const WORK_ORDER_STATUSES = [
  "PENDING",
  "ASSIGNED",
  "IN_PROGRESS",
  "WAITING_PARTS",
  "WAITING_APPROVAL",
  "COMPLETED",
  "CANCELLED",
  "ON_HOLD",
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Part 1, 9: the statuses that count as active (also the mechanic work queue's default 'Active' filter). */
export const ACTIVE_WORK_ORDER_STATUSES = ["PENDING", "ASSIGNED", "IN_PROGRESS"] as const;
export type ActiveWorkOrderStatus = (typeof ACTIVE_WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_PRIORITIES = ["LOW", "MEDIUM", "HIGH", "CRITICAL"] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

/**
 * The ten types of part 2, 3 plus INSPECTION, the daily inspection (DECISIONS.md), and PERIODIC_INSPECTION, a
 * scheduled monthly / quarterly / annual inspection (docs/decisions/046).
 */
export const WORK_ORDER_TYPES = [
  "REPAIR",
  "PREVENTIVE_MAINTENANCE",
  "INSPECTION_FOLLOWUP",
  "BREAKDOWN",
  "SAFETY_ISSUE",
  "MODIFICATION",
  "CALIBRATION",
  "CLEANING",
  "LUBRICATION",
  "SEASONAL_PREP",
  "INSPECTION",
  "PERIODIC_INSPECTION",
] as const;
export type WorkOrderType = (typeof WORK_ORDER_TYPES)[number];

export const ASSIGNMENT_STATUSES = ["ACTIVE", "COMPLETED", "TRANSFERRED"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const USER_STATUSES = ["ACTIVE", "INACTIVE", "SUSPENDED"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The add-user form offers only these two (part 2, 3). */
export const NEW_USER_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export type NewUserStatus = (typeof NEW_USER_STATUSES)[number];

/** The lines of a user's change history (DECISIONS.md "Team management"). */
export const USER_HISTORY_EVENTS = ["CREATED", "ROLE_CHANGED", "STATUS_CHANGED"] as const;
export type UserHistoryEvent = (typeof USER_HISTORY_EVENTS)[number];

export const ISSUE_TYPES = [
  "BREAKDOWN",
  "SAFETY_CONCERN",
  "PERFORMANCE_ISSUE",
  "MAINTENANCE_NEEDED",
  "INSPECTION_FAILURE",
  "OTHER",
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const ESCALATION_SEVERITIES = ["LOW", "MEDIUM", "HIGH", "CRITICAL"] as const;
export type EscalationSeverity = (typeof ESCALATION_SEVERITIES)[number];

export const INSPECTION_ITEM_STATUSES = ["NOT_CHECKED", "OK", "NEEDS_ATTENTION", "NOT_APPLICABLE"] as const;
export type InspectionItemStatus = (typeof INSPECTION_ITEM_STATUSES)[number];

export const THEME_MODES = ["light", "dark", "dim"] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const REPORT_PERIODS = ["7d", "30d", "90d", "1y"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The simpler ('tasks') list's lowercase status filter (part 2, 2.7); 'all' means no filter. */
export const TASK_STATUS_FILTERS = ["open", "in_progress", "completed", "cancelled"] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

/** The simpler list's sort options: Created, Due Date, Priority, Status. */
export const WORK_ORDER_SORT_FIELDS = ["createdAt", "dueDate", "priority", "status"] as const;
export type WorkOrderSortField = (typeof WORK_ORDER_SORT_FIELDS)[number];

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Mechanic dashboard work-queue status filter (part 1, 2); ACTIVE is the default. */
export const WORK_QUEUE_FILTERS = [
  "ALL",
  "ACTIVE",
  "PENDING",
  "ASSIGNED",
  "IN_PROGRESS",
  "COMPLETED",
] as const;
export type WorkQueueFilter = (typeof WORK_QUEUE_FILTERS)[number];

/** Work-order list emergency filter (part 2, 2.6). */
export const EMERGENCY_FILTERS = ["all", "emergency", "non-emergency"] as const;
export type EmergencyFilter = (typeof EMERGENCY_FILTERS)[number];

/** API explorer method filter (part 2, 2.12); 'all' means no filter. */
export const API_EXPLORER_METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
export type ApiExplorerMethod = (typeof API_EXPLORER_METHODS)[number];

/**
 * What a checklist template is for (docs/decisions/046): the daily pre-use check, or a periodic inspection done
 * on a schedule by an inspector or a competent mechanic (a crane's annual).
 */
export const INSPECTION_KINDS = ["DAILY", "MONTHLY", "QUARTERLY", "ANNUAL"] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];
export const PERIODIC_INSPECTION_KINDS = ["MONTHLY", "QUARTERLY", "ANNUAL"] as const;
export type PeriodicInspectionKind = (typeof PERIODIC_INSPECTION_KINDS)[number];
/** A periodic schedule's interval: every N days or every N calendar months. */
export const PERIODIC_INTERVAL_UNITS = ["DAYS", "MONTHS"] as const;
export type PeriodicIntervalUnit = (typeof PERIODIC_INTERVAL_UNITS)[number];
/** Where a schedule stands today: not yet in its window, due (within its margin or on the day), overdue. */
export const PERIODIC_DUE_STATES = ["SCHEDULED", "DUE", "OVERDUE"] as const;
export type PeriodicDueState = (typeof PERIODIC_DUE_STATES)[number];
