// The error vocabulary of answers and of the web client, without zod: the web app's first page (/login) loads the
// API client, which needs these, and must not wait for the schema library to be evaluated.

/** Every code an answer or the web client can carry, with its HTTP status (0 = no answer). */
export const ERROR_CODES = {
  VALIDATION_ERROR: { status: 400 },
  AUTH_REQUIRED: { status: 401 },
  INVALID_TOKEN: { status: 401 },
  INVALID_SIGN_IN_CODE: { status: 401 },
  INSUFFICIENT_PERMISSIONS: { status: 403 },
  NOT_FOUND: { status: 404 },
  CONFLICT: { status: 409 },
  EQUIPMENT_ALREADY_ASSIGNED: { status: 409 },
  EQUIPMENT_NUMBER_TAKEN: { status: 409 },
  QR_CODE_TAKEN: { status: 409 },
  EQUIPMENT_NOT_AVAILABLE: { status: 409 },
  INVALID_OPERATOR: { status: 400 },
  INVALID_EQUIPMENT: { status: 400 },
  INVALID_MECHANIC: { status: 400 },
  INVALID_ASSIGNEE: { status: 400 },
  INVALID_INSPECTION: { status: 400 },
  ASSIGNMENT_NOT_ACTIVE: { status: 409 },
  MAINTENANCE_PLAN_LIMIT: { status: 409 },
  MAINTENANCE_PLAN_ORDER_OPEN: { status: 409 },
  // Defects and unsafe machines (docs/decisions/040-defects-and-unsafe-machines.md)
  EQUIPMENT_UNSAFE: { status: 409 },
  INVALID_DEFECT_TRANSITION: { status: 409 },
  DEFECT_NOT_CERTIFIED: { status: 409 },
  DEFECT_CLOSED: { status: 409 },
  DEFECT_ALREADY_LINKED: { status: 409 },
  // Machine alerts (docs/decisions/047-machine-alerts-and-feed-values.md)
  MACHINE_ALERT_CLEARED: { status: 409 },
  MACHINE_ALERT_HAS_WORK_ORDER: { status: 409 },
  // Checklist templates (docs/decisions/042-checklist-templates.md)
  CHECKLIST_TEMPLATE_EXISTS: { status: 409 },
  CHECKLIST_VERSION_UNKNOWN: { status: 409 },
  CHECKLIST_NOT_FOR_EQUIPMENT: { status: 409 },
  CHECKLIST_ITEM_REMOVED: { status: 409 },
  // Periodic inspections (docs/decisions/046)
  CHECKLIST_KIND_MISMATCH: { status: 409 },
  PERIODIC_SCHEDULE_EXISTS: { status: 409 },
  PERIODIC_TEMPLATE_MISSING: { status: 409 },
  INSPECTION_SUBMITTED: { status: 409 },
  INSPECTION_INCOMPLETE: { status: 400 },
  // Signatures and the record (docs/decisions/043-signatures-and-the-record.md)
  SIGNATURE_HASH_MISMATCH: { status: 400 },
  SIGNATURE_TIME_INVALID: { status: 400 },
  SIGNATURE_NOT_ALLOWED: { status: 403 },
  RECORD_SIGNED: { status: 409 },
  RETENTION_TOO_SHORT: { status: 400 },
  // Photos (docs/decisions/021-photos.md)
  INVALID_PHOTO: { status: 400 },
  PHOTO_TOO_LARGE: { status: 413 },
  UNSUPPORTED_PHOTO_TYPE: { status: 400 },
  PHOTO_ALREADY_ATTACHED: { status: 409 },
  PHOTO_LIMIT: { status: 409 },
  PHOTO_LINK_INVALID: { status: 403 },
  PHOTO_QUOTA_EXCEEDED: { status: 429 },
  PHOTO_UNATTACHED_LIMIT: { status: 429 },
  INVALID_STATUS_TRANSITION: { status: 409 },
  NOT_ASSIGNED_STATUS: { status: 409 },
  USER_EMAIL_TAKEN: { status: 409 },
  OWN_ACCOUNT_CHANGE: { status: 403 },
  SUPER_ADMIN_REQUIRED: { status: 403 },
  LAST_SUPER_ADMIN: { status: 409 },
  IDEMPOTENCY_KEY_REUSED: { status: 422 },
  IDEMPOTENCY_IN_PROGRESS: { status: 409 },
  IDEMPOTENCY_KEY_APPLIED: { status: 409 },
  RATE_LIMITED: { status: 429 },
  // Parts and stock (docs/decisions/030-parts-and-stock.md)
  PART_NUMBER_TAKEN: { status: 409 },
  PART_BARCODE_TAKEN: { status: 409 },
  PART_ARCHIVED: { status: 409 },
  PART_NOT_ARCHIVED: { status: 409 },
  STOCK_LOCATION_NAME_TAKEN: { status: 409 },
  WORK_ORDER_CLOSED: { status: 409 },
  RETURN_EXCEEDS_USE: { status: 409 },
  NOT_YOUR_TRUCK: { status: 403 },
  // Labour and costs (docs/decisions/031-labour-and-costs.md)
  LABOUR_LINE_REMOVED: { status: 409 },
  NOT_YOUR_LABOUR_LINE: { status: 403 },
  OWN_TIME_ONLY: { status: 403 },
  CURRENCY_LOCKED: { status: 409 },
  // Webhooks (docs/decisions/038-webhooks.md)
  WEBHOOK_ADDRESS_REFUSED: { status: 400 },
  WEBHOOK_ADDRESS_UNRESOLVED: { status: 400 },
  WEBHOOK_LIMIT: { status: 409 },
  // Telematics (docs/decisions/044-telematics.md)
  TELEMATICS_ADDRESS_REFUSED: { status: 400 },
  TELEMATICS_ADDRESS_UNRESOLVED: { status: 400 },
  TELEMATICS_LIMIT: { status: 409 },
  TELEMATICS_DISABLED: { status: 409 },
  // Meters and readings (docs/decisions/041-meters-and-readings.md)
  METER_READING_BACKWARDS: { status: 409 },
  METER_READING_CONTRADICTS: { status: 409 },
  METER_READING_IN_FUTURE: { status: 400 },
  METER_REPLACEMENT_NOT_LATEST: { status: 409 },
  METER_READING_NOT_HELD: { status: 409 },
  METER_EXISTS: { status: 409 },
  METER_IMPORT_INVALID: { status: 400 },
  // Web Push (docs/decisions/039-web-push.md)
  PUSH_SERVICE_NOT_ALLOWED: { status: 400 },
  PUSH_ENDPOINT_IN_USE: { status: 409 },
  // Developer tools (docs/decisions/015-developer-tools.md)
  INVALID_ENDPOINT: { status: 400 },
  INVALID_METHOD: { status: 400 },
  TABLE_NOT_FOUND: { status: 404 },
  QUERY_NOT_ALLOWED: { status: 400 },
  QUERY_TOO_EXPENSIVE: { status: 400 },
  QUERY_TIMEOUT: { status: 400 },
  QUERY_FAILED: { status: 400 },
  DEV_TOOLS_UNSAFE: { status: 503 },
  // Sign-in (docs/decisions/020-first-run-and-idp-outage.md)
  IDP_UNAVAILABLE: { status: 503 },
  UNKNOWN_ORIGIN: { status: 400 },
  INTERNAL_ERROR: { status: 500 },
  DATABASE_UNAVAILABLE: { status: 503 },
  DATABASE_TIMEOUT: { status: 503 },
  DATABASE_BUSY: { status: 503 },
  SERVER_DRAINING: { status: 503 },
  PAGE_OUT_OF_RANGE: { status: 400 },
  NETWORK_ERROR: { status: 0 },
  TIMEOUT_ERROR: { status: 408 },
  UNKNOWN_ERROR: { status: 500 },
} as const satisfies Record<string, { status: number }>;
export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

/** The web client's own failures and their messages (part 1, 8). */
export const CLIENT_ERROR_MESSAGES = {
  NETWORK_ERROR: "Network connection failed. Please check your internet connection.",
  TIMEOUT_ERROR: "Request timed out. Please try again.",
  UNKNOWN_ERROR: "An unexpected error occurred. Please try again.",
} as const satisfies Partial<Record<ErrorCode, string>>;
export type ClientErrorCode = keyof typeof CLIENT_ERROR_MESSAGES;

/** A server error's message: the body's error, else its message, else 'HTTP {status}' (part 1, 8). */
export function serverErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === "string" && error) return error;
    if (typeof message === "string" && message) return message;
  }
  return `HTTP ${status}`;
}
