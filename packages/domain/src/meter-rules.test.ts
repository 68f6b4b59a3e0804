import { describe, expect, it } from "vitest";
import { allowedMeterMove, judgeReading, type ReadingToJudge } from "./meter-rules.js";

const NOW = new Date("2026-11-28T12:00:00Z");
const at = (iso: string) => new Date(iso);
const reading = (over: Partial<ReadingToJudge>): ReadingToJudge => ({
  kind: "ENGINE_HOURS",
  value: 1010,
  takenAt: at("2026-11-28T10:00:00Z"),
  replacement: false,
  previous: { value: 1000, takenAt: at("2026-11-27T10:00:00Z") },
  next: null,
  ...over,
});

describe("judgeReading (docs/decisions/041)", () => {
  it("accepts a reading that moves forward within the time elapsed, and moves the meter when it is the latest", () => {
    expect(judgeReading(reading({}), NOW)).toEqual({ verdict: "ACCEPT", movesCurrent: true });
    expect(judgeReading(reading({ value: 1000 }), NOW)).toEqual({ verdict: "ACCEPT", movesCurrent: true });
  });

  it("refuses a reading lower than the one before it, naming the last reading", () => {
    const verdict = judgeReading(reading({ value: 990.5 }), NOW);
    expect(verdict).toMatchObject({ verdict: "REFUSE", code: "METER_READING_BACKWARDS" });
    expect(verdict.verdict === "REFUSE" && verdict.message).toBe(
      "990.5 h is lower than the last reading, 1,000 h on 2026-11-27 10:00 UTC. " +
        "If the meter was replaced or reset, record it as a replacement.",
    );
    const noTime = judgeReading(reading({ value: 5, previous: { value: 1000, takenAt: null } }), NOW);
    expect(noTime).toMatchObject({
      code: "METER_READING_BACKWARDS",
      message: expect.stringContaining("last reading, 1,000 h."),
    });
  });

  it("takes a replacement or reset at its own value, but only as the latest reading", () => {
    expect(judgeReading(reading({ value: 3, replacement: true }), NOW)).toEqual({
      verdict: "ACCEPT",
      movesCurrent: true,
    });
    expect(
      judgeReading(reading({ value: 3, replacement: true, next: { value: 1020, takenAt: NOW } }), NOW),
    ).toMatchObject({ verdict: "REFUSE", code: "METER_REPLACEMENT_NOT_LATEST" });
  });

  it("holds a jump larger than the time elapsed allows (plus a day's slack), unless a manager reviewed it", () => {
    // 24 hours elapsed + 24 h slack: 1048 is fine, 1048.1 is held.
    expect(judgeReading(reading({ value: 1048 }), NOW)).toMatchObject({ verdict: "ACCEPT" });
    const held = judgeReading(reading({ value: 10_480 }), NOW);
    expect(held).toMatchObject({ verdict: "HOLD", code: "METER_READING_JUMP" });
    expect(judgeReading(reading({ value: 10_480, jumpReviewed: true }), NOW)).toMatchObject({
      verdict: "ACCEPT",
    });
    // A value with no time known (the meter as entered with the machine) allows any jump forward.
    expect(
      judgeReading(reading({ value: 10_480, previous: { value: 1000, takenAt: null } }), NOW),
    ).toMatchObject({
      verdict: "ACCEPT",
    });
    // An odometer moves faster.
    expect(judgeReading(reading({ kind: "ODOMETER", value: 3000 }), NOW)).toMatchObject({
      verdict: "ACCEPT",
    });
  });

  it("keeps an older reading in history without moving the meter, unless it contradicts a later one", () => {
    const next = { value: 1030, takenAt: at("2026-11-28T11:00:00Z") };
    expect(judgeReading(reading({ next }), NOW)).toEqual({ verdict: "ACCEPT", movesCurrent: false });
    expect(judgeReading(reading({ value: 1031, next }), NOW)).toMatchObject({
      verdict: "REFUSE",
      code: "METER_READING_CONTRADICTS",
      message: "1,031 h is higher than a later reading, 1,030 h on 2026-11-28 11:00 UTC.",
    });
    expect(judgeReading(reading({ previous: null, value: 1, next }), NOW)).toEqual({
      verdict: "ACCEPT",
      movesCurrent: false,
    });
  });

  it("refuses a reading taken in the future (five minutes of clock skew allowed)", () => {
    expect(judgeReading(reading({ takenAt: at("2026-11-28T12:04:00Z") }), NOW)).toMatchObject({
      verdict: "ACCEPT",
    });
    expect(judgeReading(reading({ takenAt: at("2026-11-28T12:06:00Z") }), NOW)).toMatchObject({
      verdict: "REFUSE",
      code: "METER_READING_IN_FUTURE",
    });
  });

  it("allows the meter's rate per hour elapsed, never less than the slack", () => {
    expect(allowedMeterMove("ENGINE_HOURS", at("2026-11-28T10:00:00Z"), at("2026-11-28T08:00:00Z"))).toBe(24);
    expect(allowedMeterMove("ODOMETER", at("2026-11-28T10:00:00Z"), at("2026-11-28T12:00:00Z"))).toBe(1200);
  });
});
