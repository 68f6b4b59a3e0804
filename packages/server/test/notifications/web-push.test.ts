import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeEndedSubscriptions } from "../../src/modules/notifications/push-service.js";
import { liveSubscriptionsOf } from "../../src/modules/notifications/push-subscription-repository.js";
import { authHeaders } from "../support/access-token.js";
import { eventually } from "../support/live-stream.js";
import {
  createPushDevice,
  decryptPush,
  type PushDevice,
  type PushServiceStandIn,
  startPushService,
  verifyVapid,
} from "../support/push-service-stand-in.js";
import { createTestApp, onEngine, type TestApp, testConfig } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  count,
  createOrder,
  insertMachine,
  NORTHWIND_MECHANIC,
  organizationOf,
  ROLE_EMAILS,
  userId,
} from "../work-orders/fixtures.js";

const PUSH = "/api/v1/notifications/push";

describe(onEngine("Web Push: subscriptions per device, encrypted messages, gone ones removed"), () => {
  let t: TestApp;
  let call: Call;
  let service: PushServiceStandIn;
  let mechanic: string;
  let machine: string;

  /** Subscribes a new device of `who` (their API token's session); answers the device. */
  const subscribed = async (who: string, device = createPushDevice(service)) => {
    const answer = await call(who, "POST", `${PUSH}/subscriptions`, device.subscription);
    expect(answer.statusCode, answer.body).toBe(200);
    return device;
  };
  const pushesTo = (device: PushDevice) => service.received.filter((push) => push.path === device.path);
  const subscriptionOf = (device: PushDevice) =>
    t.db.one<{ id: string; user_id: string }>(
      "SELECT id, user_id FROM push_subscriptions WHERE endpoint = $1",
      [device.subscription.endpoint],
    );
  /** A new work order assigned to the mechanic by the foreman: WORK_ORDER_ASSIGNED, pushed by default. */
  const assignToMechanic = (title: string) =>
    createOrder(call, { equipmentId: machine, mechanicId: mechanic, title });

  beforeAll(async () => {
    service = await startPushService();
    const base = testConfig();
    t = await createTestApp({ push: { ...base.push, serviceHosts: ["127.0.0.1"], allowHttp: true } });
    call = apiClient(t.app);
    mechanic = await userId(t.app, "MECHANIC");
    machine = await insertMachine(t.db, await organizationOf(t.app), { name: "Push loader" });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.db.query("DELETE FROM push_subscriptions WHERE endpoint LIKE $1", [`${service.origin}/%`]);
    await t.close();
    await service.close();
  });

  it("gives the server's VAPID key, made once and kept in the database for every server", async () => {
    const answer = await call("VIEWER", "GET", `${PUSH}/key`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { publicKey, available } = answer.json().data;
    expect(available).toBe(true);
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const stored = await t.db.one<{ value: string }>(
      "SELECT value FROM app_secrets WHERE name = 'web-push-vapid'",
    );
    expect(JSON.parse(stored?.value ?? "{}").publicKey).toBe(publicKey);
    // Another app on the same database (another server) answers the same key.
    const other = await createTestApp();
    try {
      const again = await apiClient(other.app)("OPERATOR", "GET", `${PUSH}/key`);
      expect(again.json().data.publicKey).toBe(publicKey);
    } finally {
      await other.close();
    }
  });

  it("a malformed subscription or a push service not allowed is a 400 with a code, and nothing is kept", async () => {
    const device = createPushDevice(service);
    const { endpoint, keys } = device.subscription;
    const malformed = [
      { endpoint },
      { endpoint: "not an address", keys },
      { endpoint, keys: { p256dh: keys.p256dh.slice(0, 30), auth: keys.auth } },
      { endpoint, keys: { p256dh: keys.p256dh, auth: "short" } },
    ];
    for (const body of malformed) {
      const answer = await call("MECHANIC", "POST", `${PUSH}/subscriptions`, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    }
    for (const elsewhere of ["https://push.attacker.example/x", "http://169.254.169.254/latest/meta-data"]) {
      const answer = await call("MECHANIC", "POST", `${PUSH}/subscriptions`, { endpoint: elsewhere, keys });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: "PUSH_SERVICE_NOT_ALLOWED" });
    }
    expect(await subscriptionOf(device)).toBeUndefined();
  });

  it("a notification reaches the subscribed device encrypted: title, body and the screen to open", async () => {
    const device = await subscribed("MECHANIC");
    // The same device subscribing again (a new key, say) is still one subscription.
    await subscribed("MECHANIC", device);
    expect(
      await count(
        t.db,
        "SELECT count(*) AS n FROM push_subscriptions WHERE user_id = $1 AND endpoint LIKE $2",
        [mechanic, `${service.origin}/%`],
      ),
    ).toBe(1);

    const order = await assignToMechanic("Replace the bucket teeth");
    const [push] = await eventually(
      async () => pushesTo(device),
      (list) => list.length > 0,
      15_000,
    );
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    const payload = JSON.parse(decryptPush(device, push?.body ?? Buffer.alloc(0)));
    expect(payload).toEqual({
      title: "Work order assigned to you",
      body: expect.stringMatching(/^Replace the bucket teeth · WOT-\w+ Push loader$/),
      url: `/work-orders?open=${order.id}`,
      tag: expect.stringMatching(/^event-\d+$/),
    });
    const key = (await call("MECHANIC", "GET", `${PUSH}/key`)).json().data.publicKey;
    const vapid = verifyVapid(push?.headers ?? {}, service.origin);
    expect(vapid.publicKey).toBe(key);
    expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
    // Once: the delivery's push job is one per event and device.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushesTo(device)).toHaveLength(1);
  });

  it("a device the push service says is gone (410) is removed; another failure is retried and kept", async () => {
    const gone = await subscribed("MECHANIC");
    const failing = await subscribed("MECHANIC");
    service.answer(gone.path, 410);
    service.answer(failing.path, 503);
    const failingId = (await subscriptionOf(failing))?.id;
    await assignToMechanic("Grease the pins");
    await eventually(
      () => subscriptionOf(gone),
      (row) => row === undefined,
      15_000,
    );
    expect(pushesTo(gone)).toHaveLength(1);
    // The 503: the job waits to run again (retry, with backoff); the subscription stays.
    const job = await eventually(
      () =>
        t.db.one<{ state: string; output: { message?: string } | null }>(
          "SELECT state, output FROM pgboss.job WHERE name = 'send-push' AND data->>'subscriptionId' = $1",
          [failingId],
        ),
      (row) => row?.state === "retry",
      15_000,
    );
    expect(job?.output?.message).toBe("The push service answered 503");
    expect(await subscriptionOf(failing)).toBeDefined();
    await t.db.query("DELETE FROM push_subscriptions WHERE endpoint = $1", [failing.subscription.endpoint]);
  });

  it("another organization's user can neither remove nor take over a device's subscription", async () => {
    const device = await subscribed("MECHANIC");
    const removed = await call(NORTHWIND_MECHANIC, "DELETE", `${PUSH}/subscriptions`, {
      endpoint: device.subscription.endpoint,
    });
    expect(removed.statusCode, removed.body).toBe(404);
    expect(removed.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    const taken = await call(NORTHWIND_MECHANIC, "POST", `${PUSH}/subscriptions`, device.subscription);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, code: "PUSH_ENDPOINT_IN_USE" });
    expect((await subscriptionOf(device))?.user_id).toBe(mechanic);

    // The owner removes it; a second removal finds nothing.
    const own = await call("MECHANIC", "DELETE", `${PUSH}/subscriptions`, {
      endpoint: device.subscription.endpoint,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await subscriptionOf(device)).toBeUndefined();
    const again = await call("MECHANIC", "DELETE", `${PUSH}/subscriptions`, {
      endpoint: device.subscription.endpoint,
    });
    expect(again.statusCode).toBe(404);
  });

  it("signing out on a device ends its pushes; the next person signed in on it takes the subscription", async () => {
    const headers = await authHeaders(t.app, ROLE_EMAILS.MECHANIC);
    const device = createPushDevice(service);
    const saved = await t.app.inject({
      method: "POST",
      url: `${PUSH}/subscriptions`,
      headers,
      payload: device.subscription,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = (await subscriptionOf(device))?.id;
    const loggedOut = await t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers });
    expect(loggedOut.statusCode, loggedOut.body).toBe(200);
    expect((await liveSubscriptionsOf(t.db, [mechanic])).map((row) => row.id)).not.toContain(id);

    // A delivery after the sign-out sends this device nothing (a live device of the mechanic gets it).
    const live = await subscribed("MECHANIC");
    await assignToMechanic("Check the tracks");
    await eventually(
      async () => pushesTo(live),
      (list) => list.length > 0,
      15_000,
    );
    expect(
      await count(
        t.db,
        "SELECT count(*) AS n FROM pgboss.job WHERE name = 'send-push' AND data->>'subscriptionId' = $1",
        [id],
      ),
    ).toBe(0);

    // Someone else signing in on that device takes it over (its owner's session ended).
    const foreman = await call("SHOP_FOREMAN", "POST", `${PUSH}/subscriptions`, device.subscription);
    expect(foreman.statusCode, foreman.body).toBe(200);
    expect((await subscriptionOf(device))?.user_id).toBe(await userId(t.app, "SHOP_FOREMAN"));

    // The nightly clean-up removes subscriptions whose session ended.
    const orphan = createPushDevice(service);
    const other = await authHeaders(t.app, ROLE_EMAILS.MECHANIC);
    await t.app.inject({
      method: "POST",
      url: `${PUSH}/subscriptions`,
      headers: other,
      payload: orphan.subscription,
    });
    await t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: other });
    expect(await removeEndedSubscriptions(t.db)).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(orphan)).toBeUndefined();
    expect(await subscriptionOf(device)).toBeDefined();
  });
});
