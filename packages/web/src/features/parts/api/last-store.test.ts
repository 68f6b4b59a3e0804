import type { StockLocation } from "@mnx/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultStore, fullestStore, rememberStore } from "./last-store";

const location = (id: string, kind: "STORE" | "TRUCK"): StockLocation => ({
  id,
  name: id,
  kind,
  keeper: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});
const SITE = location("site", "STORE");
const MAIN = location("main", "STORE");
const TRUCK = location("truck", "TRUCK");

describe("which store a move or a receipt starts from", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the store last used on this device, else the first store; never a truck", () => {
    const stored = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
    });
    expect(defaultStore([TRUCK, SITE, MAIN])).toBe("site");
    rememberStore("main");
    expect(defaultStore([TRUCK, SITE, MAIN])).toBe("main");
    // A store that is gone (or another organization's, after a sign-in) is not offered.
    rememberStore("gone");
    expect(defaultStore([TRUCK, SITE, MAIN])).toBe("site");
    expect(defaultStore([TRUCK])).toBe("");
  });

  it("still offers the first store where the device keeps nothing", () => {
    vi.stubGlobal("window", {
      localStorage: {
        getItem: () => {
          throw new Error("refused");
        },
        setItem: () => {
          throw new Error("refused");
        },
      },
    });
    rememberStore("main");
    expect(defaultStore([SITE, MAIN])).toBe("site");
  });

  it("receives or counts first where the part is held most, else at the first store", () => {
    const stock = [
      { locationId: "site", locationKind: "STORE", quantity: 2 },
      { locationId: "truck", locationKind: "TRUCK", quantity: 40 },
      { locationId: "main", locationKind: "STORE", quantity: 27 },
    ];
    expect(fullestStore(stock, [SITE, MAIN, TRUCK])).toBe("main");
    expect(fullestStore([], [TRUCK, SITE, MAIN])).toBe("site");
  });
});
