import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTestUser, signTestAccessToken } from "../support/access-token.js";
import { openLiveStream } from "../support/live-stream.js";
import { createTeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  createOrder,
  insertMachine,
  organizationOf,
  userId,
} from "../work-orders/fixtures.js";

describe(onEngine("GET /api/v1/live: the live screens' stream"), () => {
  let t: TestApp;
  let call: Call;
  let base: string;
  let machine: string;
  let mechanic: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    machine = await insertMachine(t.db, await organizationOf(t.app), { name: "Live excavator" });
    mechanic = await userId(t.app, "MECHANIC");
    token = await signTestAccessToken(t.app, await findTestUser(t.app, "mechanic@summitridge.example"));
  });
  afterAll(async () => {
    await t.close();
  });

  it("a change reaches the open stream within 2 s, then the bell's message", async () => {
    const stream = await openLiveStream(base, token);
    expect(stream.status).toBe(200);
    const ready = await stream.next((event) => event.event === "ready");
    expect(Number(ready.id)).toBeGreaterThanOrEqual(0);
    await createOrder(call, { equipmentId: machine, mechanicId: mechanic });
    // The change committed before its answer came: from then, the stream has it within 2 s (often already).
    const committed = Date.now();
    const change = await stream.next((event) => event.event === "change", 5_000);
    expect(Date.now() - committed).toBeLessThan(2_000);
    expect(change.data).toEqual({ kind: "WORK_ORDER_ASSIGNED", topics: ["work-orders"] });
    expect(Number(change.id)).toBeGreaterThan(Number(ready.id));
    // The bell's message comes from the delivery job, which on PostgreSQL runs behind the jobs the earlier
    // suites left queued in the run's shared database (no worker ran them once their app closed).
    await stream.next((event) => event.event === "notifications", 30_000);
    stream.close();
  }, 45_000);

  it("after a dropped connection, Last-Event-ID replays what was missed", async () => {
    const first = await openLiveStream(base, token);
    const ready = await first.next((event) => event.event === "ready");
    first.close();
    const missed = await createOrder(call, { equipmentId: machine });
    const [event] = await t.db.query<{ id: number }>("SELECT id FROM events WHERE subject_id = $1", [
      missed.id,
    ]);
    const again = await openLiveStream(base, token, ready.id);
    // The replay starts a few seconds before the last event seen (a transaction may commit after a later id).
    const replayed = await again.next(
      (change) => change.event === "change" && Number(change.id) === Number(event?.id),
    );
    expect(replayed.data).toEqual({ kind: "WORK_ORDER_CREATED", topics: ["work-orders"] });
    await again.next((message) => message.event === "ready" && Number(message.id) >= Number(event?.id));
    again.close();
  });

  it("other organizations' changes never reach the stream", async () => {
    const stream = await openLiveStream(base, token);
    await stream.next((event) => event.event === "ready");
    // A throw-away organization: the seeded second one keeps its exact machines and work orders for the
    // suites that count them (PostgreSQL runs share one database).
    const other = await createTeamOrganization(t.db, "Live elsewhere");
    const foreign = await insertMachine(t.db, other.organizationId, { name: "Their grader" });
    const response = await call(other.emails.FLEET_MANAGER, "POST", "/api/v1/work-orders", {
      title: "Their work",
      description: "Not ours",
      equipmentId: foreign,
    });
    expect(response.statusCode, response.body).toBe(201);
    await expect(stream.next((event) => event.event === "change", 1_000)).rejects.toThrow(
      /no matching event/,
    );
    stream.close();
  });

  it("logging out ends the stream at once", async () => {
    const own = await signTestAccessToken(t.app, await findTestUser(t.app, "mechanic@summitridge.example"));
    const stream = await openLiveStream(base, own);
    await stream.next((event) => event.event === "ready");
    const out = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { authorization: `Bearer ${own}` },
    });
    expect(out.statusCode).toBe(200);
    await Promise.race([
      stream.done,
      new Promise((_, reject) => setTimeout(() => reject(new Error("still open")), 3_000)),
    ]);
    expect(stream.ended()).toBe(true);
  });
});
