import { describe, expect, it } from "vitest";
import { isEquipmentAvailable, isInspectionDue, isMaintenanceDue } from "./equipment-rules.js";
import {
  AUTH_MESSAGES,
  authFailedMessage,
  deleteEquipmentConfirm,
  INSPECTION_MESSAGES,
  OFFLINE_BANNER,
} from "./messages.js";
import {
  equipmentMatchesSearch,
  isSearchableWorkOrderText,
  userMatchesSearch,
  workOrderSearchTerm,
} from "./search-match.js";
import { isRefreshAdvised, isSessionResumable, isTokenExpired, secondsUntilExpiry } from "./session-rules.js";
import { isThemeMode, nextThemeMode, THEME_BOOT_SCRIPT, themeClassName } from "./theme.js";
import { fullName, historyActorName, initials, toggledUserStatus, userHistoryText } from "./user-rules.js";

describe("session (part 1, 4)", () => {
  const tokens = { accessToken: "a", refreshToken: "r", expiresIn: 900, issuedAt: 1_000_000 };
  it("expires once issue time plus expiresIn has passed", () => {
    expect(isTokenExpired(tokens, 1_000_000 + 899_999)).toBe(false);
    expect(isTokenExpired(tokens, 1_000_000 + 900_000)).toBe(true);
  });
  it("a refresh is advised under 300 seconds left", () => {
    expect(secondsUntilExpiry(tokens, 1_000_000 + 600_000)).toBe(300);
    expect(isRefreshAdvised(tokens, 1_000_000 + 600_000)).toBe(false);
    expect(isRefreshAdvised(tokens, 1_000_000 + 600_001)).toBe(true);
  });
  it("a stored session is kept while its refresh token can live (12 h since issue), though the access token expired", () => {
    expect(isSessionResumable(tokens, 1_000_000 + 900_000)).toBe(true);
    expect(isSessionResumable(tokens, 1_000_000 + 12 * 3_600_000 - 1)).toBe(true);
    expect(isSessionResumable(tokens, 1_000_000 + 12 * 3_600_000)).toBe(false);
  });
});

describe("theme (part 1, 2)", () => {
  it("cycles light, dark, dim, light", () => {
    expect(nextThemeMode("light")).toBe("dark");
    expect(nextThemeMode("dark")).toBe("dim");
    expect(nextThemeMode("dim")).toBe("light");
    expect(themeClassName("dim")).toBe("theme-dim");
    expect(isThemeMode("dark")).toBe(true);
    expect(isThemeMode("blue")).toBe(false);
  });

  /** Runs index.html's first script against a stored value and a device setting; answers the root's class. */
  function bootTheme(stored: string | null | Error, deviceDark: boolean) {
    const root = { className: "theme-light" };
    const localStorage = {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === "maintenance-nexus-theme" ? stored : null;
      },
    };
    const matchMedia = (query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" && deviceDark,
    });
    new Function("localStorage", "matchMedia", "document", THEME_BOOT_SCRIPT)(localStorage, matchMedia, {
      documentElement: root,
    });
    return root.className;
  }

  it("before the first paint, applies the picked theme, else the device's", () => {
    expect(bootTheme("dim", false)).toBe("theme-dim");
    expect(bootTheme("light", true)).toBe("theme-light");
    expect(bootTheme(null, true)).toBe("theme-dark");
    expect(bootTheme(null, false)).toBe("theme-light");
    expect(bootTheme("blue", true)).toBe("theme-dark");
    expect(bootTheme(new Error("storage blocked"), true)).toBe("theme-dark");
  });
});

describe("users (part 2, 4)", () => {
  it("the toggle switches ACTIVE to INACTIVE and anything else to ACTIVE", () => {
    expect(toggledUserStatus("ACTIVE")).toBe("INACTIVE");
    expect(toggledUserStatus("INACTIVE")).toBe("ACTIVE");
    expect(toggledUserStatus("SUSPENDED")).toBe("ACTIVE");
  });
  it("names and initials", () => {
    expect(fullName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(fullName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(initials({ firstName: "ada", lastName: "lovelace" })).toBe("AL");
  });
  it.each([
    [{ event: "CREATED", toRole: "OPERATOR", toStatus: "ACTIVE" }, "Added as Equipment Operator (Active)"],
    [
      { event: "ROLE_CHANGED", fromRole: "OPERATOR", toRole: "MECHANIC" },
      "Role changed from Equipment Operator to Mechanic",
    ],
    [
      { event: "STATUS_CHANGED", fromStatus: "ACTIVE", toStatus: "INACTIVE" },
      "Deactivated (Active to Inactive)",
    ],
    [
      { event: "STATUS_CHANGED", fromStatus: "ACTIVE", toStatus: "SUSPENDED" },
      "Suspended (Active to Suspended)",
    ],
    [
      { event: "STATUS_CHANGED", fromStatus: "INACTIVE", toStatus: "ACTIVE" },
      "Activated (Inactive to Active)",
    ],
  ] as const)("history line %o reads '%s'", (line, text) => {
    expect(userHistoryText({ fromRole: null, toRole: null, fromStatus: null, toStatus: null, ...line })).toBe(
      text,
    );
  });
  it("a history line without an author was made by the system", () => {
    expect(historyActorName(null)).toBe("System");
    expect(historyActorName({ firstName: "Marcus", lastName: "Alvarez" })).toBe("Marcus Alvarez");
  });
});

describe("equipment", () => {
  const now = new Date(2025, 0, 15, 10);
  it("available = OPERATIONAL or IN_SERVICE", () => {
    expect(isEquipmentAvailable("OPERATIONAL")).toBe(true);
    expect(isEquipmentAvailable("IN_SERVICE")).toBe(true);
    expect(isEquipmentAvailable("DOWN_FOR_REPAIR")).toBe(false);
    expect(isEquipmentAvailable("RETIRED")).toBe(false);
  });
  it("inspections and maintenance are due within 7 days or overdue", () => {
    expect(isInspectionDue(new Date(2025, 0, 22, 23), now)).toBe(true);
    expect(isInspectionDue(new Date(2025, 0, 23, 0), now)).toBe(false);
    expect(isInspectionDue(new Date(2024, 11, 1), now)).toBe(true);
    expect(isInspectionDue(null, now)).toBe(false);
    expect(isMaintenanceDue(new Date(2025, 0, 20), now)).toBe(true);
  });
});

describe("picker search (part 1, 5)", () => {
  const machine = {
    equipmentNumber: "EX-001",
    name: "Big Digger",
    make: "Caterpillar",
    model: "320D",
    equipmentType: "DUMP_TRUCK",
  };
  it.each([["ex-0"], ["digger"], ["cater"], ["320d"], ["dump truck"], ["DUMP_TRUCK"], [""]])(
    "equipment matches %s",
    (q) => {
      expect(equipmentMatchesSearch(machine, q)).toBe(true);
    },
  );
  it("equipment does not match other text", () => {
    expect(equipmentMatchesSearch(machine, "komatsu")).toBe(false);
  });
  const person = { firstName: "Max", lastName: "Power", email: "max@example.com", role: "SHOP_FOREMAN" };
  it.each([["max"], ["power"], ["max power"], ["example.com"], ["shop foreman"], ["SHOP_FOREMAN"]])(
    "user matches %s",
    (q) => {
      expect(userMatchesSearch(person, q)).toBe(true);
    },
  );
  it("user does not match other text", () => {
    expect(userMatchesSearch(person, "operator")).toBe(false);
  });
});

describe("messages", () => {
  it("keeps the spec's wording", () => {
    expect(AUTH_MESSAGES.loginRequiresInternet).toBe(
      "Login requires internet connection. Please connect and try again.",
    );
    expect(authFailedMessage("not a member")).toBe("Authentication failed: not a member");
    expect(OFFLINE_BANNER).toBe("Offline Mode - Changes will sync when reconnected");
    expect(INSPECTION_MESSAGES.completedWithAttention).toBe(
      "Daily inspection completed with items needing attention. Supervisor has been notified.",
    );
    expect(deleteEquipmentConfirm("CAT 320")).toBe(
      'Are you sure you want to delete "CAT 320"? This action cannot be undone.',
    );
  });
});

describe("work-order search text the trigram index can find (docs/decisions/029)", () => {
  it.each([
    ["hos", true],
    ["100%", true],
    ["Müller", true],
    ["ex-1", false],
    ["a_b", false],
    ["%_%", false],
    ["é é", false],
  ])("%j -> %j", (text, searchable) => {
    expect(isSearchableWorkOrderText(text)).toBe(searchable);
  });
});

describe("work-order search term (DECISIONS.md 'Scale')", () => {
  it.each([
    ["", undefined],
    ["h", undefined],
    [" ho ", undefined],
    ["hos", "hos"],
    ["  hose leak ", "hose leak"],
  ])("%j -> %j", (typed, sent) => {
    expect(workOrderSearchTerm(typed)).toBe(sent);
  });
});
