import { describe, expect, it } from "vitest";
import { issuesOf, parsed } from "../../test/issues.js";
import { METER_MESSAGES, meterReadingBatchSchema, meterReadingFormSchema } from "./meter.js";

describe("meter reading schemas (docs/decisions/041)", () => {
  it("reads the Record Reading form's text", () => {
    expect(
      parsed(meterReadingFormSchema, {
        meter: "ENGINE_HOURS",
        value: "1520.55",
        takenAt: "2026-11-27T16:00:00Z",
      }),
    ).toEqual({
      meter: "ENGINE_HOURS",
      value: 1520.6,
      takenAt: "2026-11-27T16:00:00.000Z",
      replacement: false,
    });
    expect(issuesOf(meterReadingFormSchema, { meter: "ENGINE_HOURS", value: "-1", takenAt: "" })).toEqual({
      value: [METER_MESSAGES.value],
      takenAt: [METER_MESSAGES.takenAt],
    });
  });
  it("needs a machine for each reading of a batch, at most 500", () => {
    expect(
      issuesOf(meterReadingBatchSchema, { readings: [{ value: 1, takenAt: "2026-11-27T16:00:00Z" }] }),
    ).toEqual({
      "readings.0.equipmentId": [METER_MESSAGES.machine],
    });
    const many = Array.from({ length: 501 }, () => ({
      equipmentNumber: "EX-1",
      value: 1,
      takenAt: "2026-11-27T16:00:00Z",
    }));
    expect(issuesOf(meterReadingBatchSchema, { readings: many })).toEqual({
      readings: ["At most 500 readings per request"],
    });
  });
});
