import type { ReportPeriod } from "./enums.js";

/** Business constants of part 1 section 9, part 2 section 9 and DECISIONS.md. */

// Calls and caching (part 1, 7 and 9; part 2, 9)
export const API_BASE_PATH = "/api/v1";
/** The super admin's developer tools (part 2, 7: /api/dev/api-explorer, /api/dev/database). */
export const DEV_TOOLS_BASE_PATH = "/api/dev";
export const API_TIMEOUT_MS = 30_000;
export const MAX_RETRIES = 3;
export const CACHE_FRESH_MS = {
  workOrderList: 60_000,
  equipmentList: 120_000,
  detail: 120_000,
  users: 300_000,
  stats: 300_000,
  dueChecks: 300_000,
  default: 300_000,
} as const;
export const CACHE_GC_MS = 600_000;

// Session (part 1, 4; DECISIONS.md "Sign-in")
export const ACCESS_TOKEN_TTL_SECONDS = 900;
export const REFRESH_ADVISED_BELOW_SECONDS = 300;
export const REFRESH_TOKEN_INACTIVITY_SECONDS = 12 * 60 * 60;
export const REFRESH_TOKEN_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
export const SIGN_IN_CODE_TTL_SECONDS = 60;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const AUTH_STORAGE_KEY = "maintenance-nexus-auth";
export const THEME_STORAGE_KEY = "maintenance-nexus-theme";

// Sign-in popup and iOS layout fixes (part 1, 2)
export const OAUTH_POPUP_WIDTH = 500;
export const OAUTH_POPUP_HEIGHT = 600;
export const OAUTH_POPUP_POLL_MS = 1_000;
export const IOS_LAYOUT_FIX_DELAYS_MS = [2_000, 5_000] as const;
export const IOS_GOOGLE_LAYOUT_FIX_DELAYS_MS = [1_000, 3_000] as const;

// Dashboards and lists (part 1, 9; part 2, 9)
export const OPERATOR_DASHBOARD_FETCH_LIMIT = 50;
export const OPERATOR_DASHBOARD_EQUIPMENT_SHOWN = 4;
export const OPERATOR_DASHBOARD_WORK_ORDERS_SHOWN = 5;
export const MECHANIC_DASHBOARD_FETCH_LIMIT = 100;
export const EQUIPMENT_PICKER_FETCH_LIMIT = 100;
/** Work orders shown on a machine's details (GET /equipment/{id}). */
export const EQUIPMENT_RECENT_WORK_ORDERS = 5;
export const IN_SERVICE_PREVIEW_COUNT = 10;
export const WORK_ORDER_PAGE_SIZE = 20;
export const TASK_LIST_PAGE_SIZE = 50;
export const ASSIGNMENT_PAGE_SIZE = 20;
export const USER_PAGE_SIZE = 50;
/** The field supervisor dashboard's operator cards and compliance lists, a page at a time. */
export const FIELD_SUPERVISOR_PAGE_SIZE = 20;
export const EQUIPMENT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;
export const DEFECT_PAGE_SIZE = 20;
export const INSPECTION_HISTORY_PAGE_SIZE = 20;
export const MACHINE_ALERTS_PAGE_SIZE = 20;
/**
 * Lists count their matches up to this many (DECISIONS.md 'Scale'): beyond, the total says 'more than' and
 * only the pages within it can be opened.
 */
export const LIST_TOTAL_CAP = 10_000;
/**
 * A work-order list searched or filtered by a job site's text counts up to this many ('1,000+'): counting a
 * common word's matches rechecks each row's text, so a lower cap keeps the search as fast as a page
 * (docs/decisions/013-scale.md, 029-worst-case-lists.md).
 */
export const SEARCH_TOTAL_CAP = 1_000;
/**
 * A work-order search needs this many characters, and this many letters or digits in a row to search titles and
 * descriptions: the trigram index finds nothing shorter (without, it matches machines only; decision 029).
 */
export const WORK_ORDER_SEARCH_MIN = 3;
export const DB_BROWSE_ROW_LIMIT = 10;
/** Database tools: the most rows a table browse asks for, and the most a query answers (DECISIONS.md). */
export const DB_BROWSE_MAX_ROWS = 100;
export const DB_QUERY_MAX_ROWS = 1000;
export const USERS_SEARCH_DEBOUNCE_MS = 500;

// Due windows (part 1, 9; DECISIONS.md "Due maintenance")
export const INSPECTION_DUE_WINDOW_DAYS = 7;
export const MAINTENANCE_DUE_WINDOW_DAYS = 7;
/** Missed inspections: daily inspections of this many earlier days not submitted (DECISIONS.md 'Field supervisor'). */
export const MISSED_INSPECTION_WINDOW_DAYS = 7;
/** 'In N days' is used up to this many days ahead; further dates show the date itself. */
export const RELATIVE_DUE_MAX_DAYS = 7;
export const ACTIVE_TODAY_HOURS = 24;

// Escalation (part 1, 5 and 9)
export const ESCALATION_TITLE_MAX = 200;
export const ESCALATION_DESCRIPTION_MIN = 10;
export const ESCALATION_DESCRIPTION_MAX = 2_000;
export const ESCALATION_DESCRIPTION_PREFIX = "ESCALATED ISSUE";

// Assign mechanic, start and complete work, inspections (part 1, 5 and 9)
export const ASSIGN_ESTIMATED_HOURS_MIN = 0;
export const ASSIGN_ESTIMATED_HOURS_MAX = 100;
export const ASSIGN_ESTIMATED_HOURS_STEP = 0.5;
export const ACTUAL_HOURS_STEP = 0.25;
/** A status move's note in the work-order history. */
export const STATUS_NOTE_MAX = 500;
export const METER_STEP = 0.1;
export const INSPECTION_ACTUAL_HOURS = 0.5;
export const INSPECTION_ITEM_COUNT = 16;

// Refresh delays after writes (part 1, 9; part 2, 9)
export const REFRESH_DELAY_AFTER_START_MS = 100;
export const REFRESH_DELAY_AFTER_COMPLETE_MS = 200;
export const REFRESH_DELAY_AFTER_ASSIGNMENT_MS = 100;

// Equipment, assignments and work orders (part 2, 5 and 9)
export const ASSIGNMENT_NOTES_MAX = 500;
export const EQUIPMENT_YEAR_MIN = 1900;
/** The latest accepted model year: next calendar year. */
export function equipmentYearMax(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}
export const WORK_ORDER_TITLE_MAX = 255;
export const WORK_ORDER_DESCRIPTION_MAX = 2_000;
export const WORK_ORDER_JOB_SITE_MAX = 255;
export const ESTIMATED_HOURS_MIN = 0.1;
export const ESTIMATED_HOURS_MAX = 999.99;
/** The largest hour meter or mileage reading: the columns hold numeric(12, 1), with room to spare. */
export const METER_READING_MAX = 9_999_999_999;
export const METER_READING_TOO_LARGE = `Readings must be ${METER_READING_MAX.toLocaleString("en-US")} or less`;
/** The largest actual hours of one work order (numeric(8, 2)). */
export const ACTUAL_HOURS_MAX = 99_999;
export const ESTIMATED_HOURS_STEP = 0.5;
export const BULK_STATUS_MAX_UPDATES = 100;
export const SHORT_TEXT_MAX = 255;
export const NOTES_MAX = 2_000;

// Reports (part 2, 2.9)
export const DEFAULT_REPORT_PERIOD: ReportPeriod = "30d";
export const REPORT_PERIOD_DAYS: Readonly<Record<ReportPeriod, number>> = {
  "7d": 7,
  "30d": 30,
  "90d": 90,
  "1y": 365,
};

// Shell (part 1, 2 and 9)
export const COPYRIGHT_YEAR = 2025;
export const MAX_ZOOM = 5;
