import { describe, expect, it } from "vitest";
import { formatChange, formatQuantity, locationLabel, stockState, truckState } from "./part-display";

describe("how the parts screens write quantities and costs", () => {
  it("writes a quantity with its unit, singular for one", () => {
    expect(formatQuantity(12, "EACH")).toBe("12 each");
    expect(formatQuantity(1, "PAIR")).toBe("1 pair");
    expect(formatQuantity(3, "SET")).toBe("3 sets");
    expect(formatQuantity(28.5, "LITRE")).toBe("28.5 L");
    expect(formatQuantity(1234.125, "METRE")).toBe("1,234.125 m");
    expect(formatQuantity(-1, "EACH")).toBe("-1 each");
  });

  it("signs a ledger row's change, and a count that found nothing to change is 0", () => {
    expect(formatChange(4, "EACH")).toBe("+4 each");
    expect(formatChange(-2, "PAIR")).toBe("−2 pairs");
    expect(formatChange(-1, "SET")).toBe("−1 set");
    expect(formatChange(0, "LITRE")).toBe("0 L");
  });

  it("flags a count below zero or when flagged, an order at or below the minimum, nothing above", () => {
    expect(stockState(-1, 4, true)).toEqual({ label: "Count needed", tone: "danger" });
    expect(stockState(3, 4, true)?.label).toBe("Count needed");
    expect(stockState(0, 4, false)).toEqual({ label: "Out of stock", tone: "danger" });
    expect(stockState(4, 4, false)).toEqual({ label: "Low stock", tone: "warning" });
    expect(stockState(5, 4, false)).toBeNull();
    // No minimum: nothing to order, even at 0.
    expect(stockState(0, 0, false)).toBeNull();
  });

  it("on a truck, flags only a count to make or nothing left (the minimum is the shop's reorder point)", () => {
    expect(truckState(-1, true)).toEqual({ label: "Count needed", tone: "danger" });
    expect(truckState(0, false)).toEqual({ label: "None left", tone: "warning" });
    expect(truckState(2, false)).toBeNull();
  });

  it("names a truck with its keeper, a store by its name", () => {
    const base = { id: "x", createdAt: "2026-01-01T00:00:00.000Z" };
    expect(locationLabel({ ...base, name: "Main Shop Store", kind: "STORE", keeper: null })).toBe(
      "Main Shop Store",
    );
    expect(
      locationLabel({
        ...base,
        name: "Service Truck 1",
        kind: "TRUCK",
        keeper: { id: "k", firstName: "Luis", lastName: "Ortega" },
      }),
    ).toBe("Service Truck 1 (truck, Luis Ortega)");
    expect(locationLabel({ ...base, name: "Truck 9", kind: "TRUCK", keeper: null })).toBe("Truck 9 (truck)");
  });
});
