import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fanOutEvents } from "../../src/modules/webhooks/webhook-jobs.js";
import { eventually } from "../support/live-stream.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { signatureMatches, startWebhookReceiver } from "../support/webhook-receiver.js";
import { apiClient, type Call, createOrder, insertMachine, organizationOf } from "../work-orders/fixtures.js";

interface DeliveryJson {
  id: string;
  eventId: number;
  kind: string;
  status: string;
  attempts: number;
  responseCode: number | null;
  error: string | null;
}

describe(onEngine("webhooks"), () => {
  let t: TestApp;
  let call: Call;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let org: string;
  let machine: string;

  const addWebhook = async (url: string, kinds: string[]) => {
    const response = await call("SUPER_ADMIN", "POST", "/api/v1/webhooks", { url, kinds });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { webhook: { id: string; failing: boolean }; secret: string };
  };
  const deliveriesOf = async (id: string): Promise<DeliveryJson[]> => {
    const response = await call("SUPER_ADMIN", "GET", `/api/v1/webhooks/${id}/deliveries?limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.deliveries;
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The local receiver is on 127.0.0.1, which only the allow-list lets through; 2 tries, 1 s apart.
    t = await createTestApp({ webhooks: { allowedHosts: ["127.0.0.1"], attempts: 2, retryDelaySeconds: 1 } });
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    machine = await insertMachine(t.db, org, { name: "Webhook loader" });
    await t.app.ready();
  });
  afterAll(async () => {
    // The run's database is shared by the next files: no webhook of the demo organization stays.
    await t.db.query("DELETE FROM webhooks WHERE organization_id = $1", [org]);
    await t.close();
    await receiver.close();
  });

  it("refuses loopback, private, link-local and metadata addresses with a clear 400", async () => {
    for (const [url, code, text] of [
      ["http://127.0.0.2:8080/hook", "WEBHOOK_ADDRESS_REFUSED", "a loopback address"],
      ["http://localhost:8080/hook", "WEBHOOK_ADDRESS_REFUSED", "a loopback address"],
      ["http://[::1]/hook", "WEBHOOK_ADDRESS_REFUSED", "a loopback address"],
      ["http://[::ffff:127.0.0.1]/hook", "WEBHOOK_ADDRESS_REFUSED", "a loopback address"],
      ["http://169.254.169.254/latest/meta-data", "WEBHOOK_ADDRESS_REFUSED", "a cloud metadata address"],
      ["http://[fd00:ec2::254]/", "WEBHOOK_ADDRESS_REFUSED", "a cloud metadata address"],
      ["https://10.0.0.5/hook", "WEBHOOK_ADDRESS_REFUSED", "a private address"],
      ["https://no-such-host.invalid/hook", "WEBHOOK_ADDRESS_UNRESOLVED", "could not be found"],
    ] as const) {
      const response = await call("SUPER_ADMIN", "POST", "/api/v1/webhooks", {
        url,
        kinds: ["WORK_ORDER_CREATED"],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code, error: expect.stringContaining(text) });
    }
    const notHttp = await call("SUPER_ADMIN", "POST", "/api/v1/webhooks", {
      url: "ftp://203.0.113.10/x",
      kinds: ["WORK_ORDER_CREATED"],
    });
    expect(notHttp.statusCode).toBe(400);
    expect(notHttp.json().code).toBe("VALIDATION_ERROR");
    // A change of address is checked as well.
    const { webhook } = await addWebhook("https://203.0.113.10/hook", ["USER_DEACTIVATED"]);
    const moved = await call("SUPER_ADMIN", "PATCH", `/api/v1/webhooks/${webhook.id}`, {
      url: "http://169.254.169.254/",
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe("WEBHOOK_ADDRESS_REFUSED");
    expect((await call("SUPER_ADMIN", "DELETE", `/api/v1/webhooks/${webhook.id}`)).statusCode).toBe(200);
  });

  it("sends each event of its kinds once, signed with its secret (shown once)", async () => {
    const { webhook, secret } = await addWebhook(receiver.url("/orders"), ["WORK_ORDER_CREATED"]);
    expect(secret).toMatch(/^whsec_/);
    receiver.secretFor("/orders", secret);
    const listed = await call("SUPER_ADMIN", "GET", "/api/v1/webhooks");
    expect(listed.body).not.toContain(secret);
    expect(listed.json().data.webhooks).toContainEqual(
      expect.objectContaining({
        id: webhook.id,
        kinds: ["WORK_ORDER_CREATED"],
        enabled: true,
        failing: false,
      }),
    );

    const orders = [];
    for (let i = 0; i < 5; i++)
      orders.push(await createOrder(call, { equipmentId: machine, title: `Hook ${i}` }));
    const hooks = await eventually(
      async () => receiver.at("/orders"),
      (list) => list.length >= 5,
      15_000,
    );
    const bodies = hooks.map((hook) => JSON.parse(hook.body));
    expect(bodies.map((body) => body.subject.id).sort()).toEqual(orders.map((order) => order.id).sort());
    expect(new Set(bodies.map((body) => body.eventId)).size).toBe(5);
    for (const hook of hooks) {
      expect(hook.signatureValid).toBe(true);
      expect(hook.ageSeconds).toBeLessThan(60);
      expect(hook.headers["x-mnx-event"]).toBe("WORK_ORDER_CREATED");
      expect(hook.headers["content-type"]).toBe("application/json");
    }
    expect(bodies[0]).toMatchObject({
      kind: "WORK_ORDER_CREATED",
      organizationId: org,
      subject: { type: "WORK_ORDER" },
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Another secret, or a changed body, does not match: the receiver can tell.
    const first = hooks[0] as (typeof hooks)[number];
    const header = String(first.headers["x-mnx-signature"]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureMatches("whsec_someone-else", header, first.body)).toBe(false);
    expect(
      signatureMatches(secret, header, first.body.replace("WORK_ORDER_CREATED", "WORK_ORDER_UPDATED")),
    ).toBe(false);

    // The fan-out run again (a retried job) sends nothing twice; the log lists each once, delivered.
    const written = await fanOutEvents(
      t.db,
      bodies.map((body) => body.eventId),
    );
    expect(written).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at("/orders")).toHaveLength(5);
    const log = await eventually(
      () => deliveriesOf(webhook.id),
      (list) => list.length === 5 && list.every((d) => d.status === "DELIVERED"),
    );
    expect(log[0]).toMatchObject({ attempts: 1, responseCode: 204, error: null });

    // Disabled: nothing more is sent.
    const off = await call("SUPER_ADMIN", "PATCH", `/api/v1/webhooks/${webhook.id}`, { enabled: false });
    expect(off.json().data.webhook.enabled).toBe(false);
    await createOrder(call, { equipmentId: machine, title: "Hook while disabled" });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at("/orders")).toHaveLength(5);
  });

  it("retries a failing endpoint, then marks the delivery failed and the webhook failing; send again delivers", async () => {
    receiver.answer("/down", 503);
    const { webhook } = await addWebhook(receiver.url("/down"), ["WORK_ORDER_CREATED"]);
    const order = await createOrder(call, { equipmentId: machine, title: "Hook to a failing endpoint" });
    const [failed] = await eventually(
      () => deliveriesOf(webhook.id),
      (list) => list[0]?.status === "FAILED",
      15_000,
    );
    expect(failed).toMatchObject({ attempts: 2, responseCode: 503, error: "Answered HTTP 503" });
    expect(receiver.at("/down")).toHaveLength(2);
    expect(JSON.parse(receiver.at("/down")[0]?.body ?? "{}").subject.id).toBe(order.id);
    const listed = (await call("SUPER_ADMIN", "GET", "/api/v1/webhooks")).json().data.webhooks;
    expect(listed.find((w: { id: string }) => w.id === webhook.id)?.failing).toBe(true);

    receiver.answer("/down", 200);
    const again = await call(
      "SUPER_ADMIN",
      "POST",
      `/api/v1/webhooks/${webhook.id}/deliveries/${failed?.id}/resend`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.delivery).toMatchObject({ status: "PENDING", attempts: 0 });
    await eventually(
      () => deliveriesOf(webhook.id),
      (list) => list[0]?.status === "DELIVERED",
    );
    expect(receiver.at("/down")).toHaveLength(3);
    const after = (await call("SUPER_ADMIN", "GET", "/api/v1/webhooks")).json().data.webhooks;
    expect(after.find((w: { id: string }) => w.id === webhook.id)?.failing).toBe(false);
  });

  it("checks the address again when sending: a name that now points at loopback is refused", async () => {
    // As if DNS changed after the save (rebinding): the row holds a name the save would have refused.
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO webhooks (organization_id, url, kinds, secret)
       VALUES ($1, $2, ARRAY['WORK_ORDER_CREATED'], 'whsec_test') RETURNING id`,
      [org, `http://localhost:${receiver.port}/rebound`],
    );
    await createOrder(call, { equipmentId: machine, title: "Hook to a rebound name" });
    const [refused] = await eventually(
      () => deliveriesOf(row?.id ?? ""),
      (list) => list[0]?.status === "FAILED",
    );
    expect(refused?.error).toMatch(
      /^Address refused: localhost \((127\.0\.0\.1|::1)\) is a loopback address/,
    );
    expect(receiver.at("/rebound")).toEqual([]);
  });

  it("answers 404 for a webhook or delivery that is not there, 403 to a fleet manager of another organization", async () => {
    const { webhook } = await addWebhook("https://203.0.113.10/other", ["USER_DEACTIVATED"]);
    const northwind = "fleet.manager@northwind.example";
    // The other organization's super admin is not seeded; its fleet manager may not manage webhooks at all.
    expect((await call(northwind, "GET", `/api/v1/webhooks/${webhook.id}/deliveries`)).statusCode).toBe(403);
    const nowhere = "00000000-0000-4000-8000-000000000000";
    expect(
      (await call("SUPER_ADMIN", "POST", `/api/v1/webhooks/${webhook.id}/deliveries/${nowhere}/resend`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("SUPER_ADMIN", "PATCH", `/api/v1/webhooks/${nowhere}`, { enabled: false })).statusCode,
    ).toBe(404);
  });
});
