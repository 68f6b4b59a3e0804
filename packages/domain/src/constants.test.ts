import { describe, expect, it } from "vitest";
import * as c from "./constants.js";

const values: Readonly<Record<string, unknown>> = { ...c };

describe("business constants (part 1, 9; part 2, 9; DECISIONS.md)", () => {
  it.each([
    ["API_BASE_PATH", "/api/v1"],
    ["DEV_TOOLS_BASE_PATH", "/api/dev"],
    ["API_TIMEOUT_MS", 30_000],
    ["MAX_RETRIES", 3],
    ["CACHE_GC_MS", 600_000],
    ["ACCESS_TOKEN_TTL_SECONDS", 900],
    ["REFRESH_ADVISED_BELOW_SECONDS", 300],
    ["REFRESH_TOKEN_INACTIVITY_SECONDS", 43_200],
    ["REFRESH_TOKEN_ABSOLUTE_SECONDS", 604_800],
    ["SIGN_IN_CODE_TTL_SECONDS", 60],
    ["AUTH_STORAGE_KEY", "maintenance-nexus-auth"],
    ["THEME_STORAGE_KEY", "maintenance-nexus-theme"],
    ["OAUTH_POPUP_WIDTH", 500],
    ["OAUTH_POPUP_HEIGHT", 600],
    ["OAUTH_POPUP_POLL_MS", 1_000],
    ["OPERATOR_DASHBOARD_FETCH_LIMIT", 50],
    ["OPERATOR_DASHBOARD_EQUIPMENT_SHOWN", 4],
    ["OPERATOR_DASHBOARD_WORK_ORDERS_SHOWN", 5],
    ["MECHANIC_DASHBOARD_FETCH_LIMIT", 100],
    ["EQUIPMENT_PICKER_FETCH_LIMIT", 100],
    ["IN_SERVICE_PREVIEW_COUNT", 10],
    ["WORK_ORDER_PAGE_SIZE", 20],
    ["TASK_LIST_PAGE_SIZE", 50],
    ["ASSIGNMENT_PAGE_SIZE", 20],
    ["MAX_PAGE_SIZE", 100],
    ["DB_BROWSE_ROW_LIMIT", 10],
    ["USERS_SEARCH_DEBOUNCE_MS", 500],
    ["INSPECTION_DUE_WINDOW_DAYS", 7],
    ["MAINTENANCE_DUE_WINDOW_DAYS", 7],
    ["ACTIVE_TODAY_HOURS", 24],
    ["ESCALATION_TITLE_MAX", 200],
    ["ESCALATION_DESCRIPTION_MIN", 10],
    ["ESCALATION_DESCRIPTION_MAX", 2_000],
    ["ESCALATION_DESCRIPTION_PREFIX", "ESCALATED ISSUE"],
    ["ASSIGN_ESTIMATED_HOURS_MIN", 0],
    ["ASSIGN_ESTIMATED_HOURS_MAX", 100],
    ["ASSIGN_ESTIMATED_HOURS_STEP", 0.5],
    ["ACTUAL_HOURS_STEP", 0.25],
    ["METER_STEP", 0.1],
    ["INSPECTION_ACTUAL_HOURS", 0.5],
    ["INSPECTION_ITEM_COUNT", 16],
    ["REFRESH_DELAY_AFTER_START_MS", 100],
    ["REFRESH_DELAY_AFTER_COMPLETE_MS", 200],
    ["REFRESH_DELAY_AFTER_ASSIGNMENT_MS", 100],
    ["ASSIGNMENT_NOTES_MAX", 500],
    ["EQUIPMENT_YEAR_MIN", 1900],
    ["WORK_ORDER_TITLE_MAX", 255],
    ["WORK_ORDER_DESCRIPTION_MAX", 2_000],
    ["WORK_ORDER_JOB_SITE_MAX", 255],
    ["ESTIMATED_HOURS_MIN", 0.1],
    ["ESTIMATED_HOURS_MAX", 999.99],
    ["ESTIMATED_HOURS_STEP", 0.5],
    ["BULK_STATUS_MAX_UPDATES", 100],
    ["DEFAULT_REPORT_PERIOD", "30d"],
    ["COPYRIGHT_YEAR", 2025],
    ["MAX_ZOOM", 5],
  ] as const)("%s = %s", (name, value) => {
    expect(values[name]).toBe(value);
  });

  it("cache fresh times: work-order lists 60 s, equipment lists and details 120 s, the rest 300 s", () => {
    expect(c.CACHE_FRESH_MS).toEqual({
      workOrderList: 60_000,
      equipmentList: 120_000,
      detail: 120_000,
      users: 300_000,
      stats: 300_000,
      dueChecks: 300_000,
      default: 300_000,
    });
  });

  it("iOS layout fixes re-run at 2 s and 5 s, on the Google page at 1 s and 3 s", () => {
    expect(c.IOS_LAYOUT_FIX_DELAYS_MS).toEqual([2_000, 5_000]);
    expect(c.IOS_GOOGLE_LAYOUT_FIX_DELAYS_MS).toEqual([1_000, 3_000]);
  });

  it("the latest model year is next calendar year", () => {
    expect(c.equipmentYearMax(new Date(2025, 5, 1))).toBe(2026);
    expect(c.equipmentYearMax(new Date(2030, 11, 31))).toBe(2031);
  });

  it("report periods in days", () => {
    expect(c.REPORT_PERIOD_DAYS).toEqual({ "7d": 7, "30d": 30, "90d": 90, "1y": 365 });
  });
});
