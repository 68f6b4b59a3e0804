import { describe, expect, it } from "vitest";
import { sharedRoundTrips } from "../../src/db/postgres.js";

describe("sharedRoundTrips (the session cache's catch-up on the LISTEN connection)", () => {
  it("serves many concurrent calls with one or two round trips, each started after the call", async () => {
    const started: number[] = [];
    let release: (() => void)[] = [];
    const next = sharedRoundTrips(async () => {
      started.push(Date.now());
      await new Promise<void>((resolve) => release.push(resolve));
      return true;
    });
    const first = next();
    // Ten calls while the first round trip is in flight: it may have been sent before what they must see, so
    // they share ONE new round trip, started once it ends.
    const waiting = Array.from({ length: 10 }, () => next());
    expect(started).toHaveLength(1);
    for (const done of release) done();
    release = [];
    expect(await first).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveLength(2);
    for (const done of release) done();
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 10 }, () => true));
    expect(started).toHaveLength(2);
  });

  it("answers false when the round trip does, and starts afresh for the next call", async () => {
    let answer = false;
    let trips = 0;
    const next = sharedRoundTrips(async () => {
      trips++;
      return answer;
    });
    expect(await next()).toBe(false);
    answer = true;
    expect(await next()).toBe(true);
    expect(trips).toBe(2);
  });
});
