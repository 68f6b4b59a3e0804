import { describe, expect, it } from "vitest";
import {
  formatChange,
  formatQuantity,
  locationLabel,
  stockState,
  truckRestock,
  truckState,
} from "./part-display";

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

  it("on a truck, flags a count to make, nothing left, or a restock at or below the minimum that applies", () => {
    expect(truckState(-1, 2, true)).toEqual({ label: "Count needed", tone: "danger" });
    expect(truckState(3, 2, true)?.label).toBe("Count needed");
    expect(truckState(0, 2, false)).toEqual({ label: "Out of stock", tone: "danger" });
    expect(truckState(0, 0, false)).toEqual({ label: "None left", tone: "warning" });
    expect(truckState(2, 2, false)).toEqual({ label: "Restock", tone: "warning" });
    expect(truckState(1.5, 2, false)?.label).toBe("Restock");
    expect(truckState(3, 2, false)).toBeNull();
    expect(truckState(2, 0, false)).toBeNull();
  });

  it("suggests loading one unit over the truck's minimum, and nothing above it, without one or before a count", () => {
    expect(truckRestock(0, 2, false)).toBe(3);
    expect(truckRestock(2, 2, false)).toBe(1);
    expect(truckRestock(10.25, 12.5, false)).toBe(3.25);
    expect(truckRestock(3, 2, false)).toBe(0);
    expect(truckRestock(0, 0, false)).toBe(0);
    expect(truckRestock(-1, 2, true)).toBe(0);
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
