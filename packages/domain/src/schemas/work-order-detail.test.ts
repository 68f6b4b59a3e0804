import { describe, expect, it } from "vitest";
import { ID_1, ID_2, issuesOf, parsed } from "../../test/issues.js";
import { workOrderHistoryEntrySchema } from "./work-order-detail.js";

describe("workOrderHistoryEntrySchema", () => {
  const entry = {
    id: ID_1,
    fromStatus: null,
    toStatus: "PENDING",
    note: "Work order created",
    changedBy: { id: ID_2, firstName: "Ray", lastName: "Kowalski" },
    createdAt: "2026-01-15T10:00:00.000Z",
  };

  it("reads who, when, from, to and note; the first line comes from no status", () => {
    expect(parsed(workOrderHistoryEntrySchema, entry)).toEqual(entry);
    const move = { ...entry, fromStatus: "PENDING", toStatus: "ASSIGNED", note: null, changedBy: null };
    expect(parsed(workOrderHistoryEntrySchema, move)).toEqual(move);
  });

  it("refuses statuses the state machine does not know", () => {
    expect(issuesOf(workOrderHistoryEntrySchema, { ...entry, toStatus: "DONE" })).toHaveProperty("toStatus");
    expect(issuesOf(workOrderHistoryEntrySchema, { ...entry, createdAt: "yesterday" })).toHaveProperty(
      "createdAt",
    );
  });
});
