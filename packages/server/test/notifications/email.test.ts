import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOBS } from "../../src/jobs/job-names.js";
import { deliveringChannels } from "../../src/modules/notifications/channels.js";
import { deliverEvent } from "../../src/modules/notifications/delivery-service.js";
import { emailChannel } from "../../src/modules/notifications/email-channel.js";
import { queueDigests } from "../../src/modules/notifications/email-jobs.js";
import { eventually } from "../support/live-stream.js";
import { startSmtpInbox } from "../support/smtp-inbox.js";
import { createTestApp, onEngine, type TestApp, testConfig } from "../support/test-app.js";
import {
  apiClient,
  assignMachine,
  type Call,
  insertMachine,
  organizationOf,
  ROLE_EMAILS,
  userId,
} from "../work-orders/fixtures.js";

const FOREMAN = ROLE_EMAILS.SHOP_FOREMAN;
const FROM = "Maintenance Nexus <alerts@mnx.example>";
const NO_QUIET_HOURS = { start: null, end: null, timeZone: "UTC", criticalPasses: true };

/** An operator's escalation on their machine; answers the work order's id and how long the call took. */
async function escalate(call: Call, machine: string, severity: string, title: string) {
  const started = Date.now();
  const response = await call("OPERATOR", "POST", "/api/v1/work-orders/escalate", {
    equipmentId: machine,
    issueType: "BREAKDOWN",
    severity,
    title,
    description: "Leaking at the boom cylinder.",
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().data.workOrder.id as string, ms: Date.now() - started };
}

async function operatorMachine(t: TestApp, name: string) {
  const org = await organizationOf(t.app);
  const machine = await insertMachine(t.db, org, { name });
  await assignMachine(t.db, org, machine, await userId(t.app, "OPERATOR"));
  return machine;
}

describe(onEngine("email notifications"), () => {
  let t: TestApp;
  let call: Call;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let machine: string;
  const mailAbout = (id: string) => inbox.to(FOREMAN).filter((mail) => mail.text.includes(id));

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ mail: { smtpUrl: inbox.url, from: FROM } });
    call = apiClient(t.app);
    machine = await operatorMachine(t, `Loader <b>&"x"</b>`);
    await t.app.ready();
  });
  afterAll(async () => {
    // The run's database is shared by the next files: the foreman's settings as they were.
    await call("SHOP_FOREMAN", "PUT", "/api/v1/notifications/preferences", {
      preferences: [{ kind: "ESCALATION_REPORTED", channels: { EMAIL: false } }],
      quietHours: NO_QUIET_HOURS,
      emailDelivery: "EACH",
    });
    await t.close();
    await inbox.close();
  });

  it("is a channel only when SMTP_URL and MAIL_FROM are set", async () => {
    expect(emailChannel.available(t.db, testConfig())).toBe(false);
    const settings = await call("SHOP_FOREMAN", "GET", "/api/v1/notifications/preferences");
    expect(settings.json().data).toMatchObject({
      availableChannels: ["IN_APP", "PUSH", "EMAIL"],
      emailDelivery: "EACH",
    });
  });

  it("mails a critical breakdown to the foreman once: plain text and escaped HTML with the link", async () => {
    const order = await escalate(call, machine, "CRITICAL", "Boom <script>alert(1)</script>");
    const [mail] = await eventually(
      async () => mailAbout(order.id),
      (list) => list.length === 1,
    );
    expect(mail?.subject).toMatch(/^Critical breakdown: /);
    expect(mail?.text).toContain(`Boom <script>alert(1)</script> · `);
    expect(mail?.text).toContain(`Loader <b>&"x"</b>`);
    expect(mail?.text).toContain(`Open: http://localhost:3000/work-orders?open=${order.id}`);
    expect(mail?.html).toContain("Boom &#60;script&#62;alert(1)&#60;/script&#62;");
    expect(mail?.html).toContain("Loader &#60;b&#62;&#38;&#34;x&#34;&#60;/b&#62;");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain(`href="http://localhost:3000/work-orders?open=${order.id}"`);

    // The delivery job run again (a crash before it was marked done) mails nobody twice.
    const [event] = await t.db.query<{ id: number }>(
      "SELECT id FROM events WHERE subject_id = $1 AND kind = 'CRITICAL_BREAKDOWN'",
      [order.id],
    );
    await deliverEvent(t.db, Number(event?.id), { channels: await deliveringChannels(t.db, t.app.config) });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailAbout(order.id)).toHaveLength(1);
  });

  it("keeps a digest person's mail for their morning digest; a critical one still comes at once", async () => {
    const saved = await call("SHOP_FOREMAN", "PUT", "/api/v1/notifications/preferences", {
      preferences: [{ kind: "ESCALATION_REPORTED", channels: { EMAIL: true } }],
      quietHours: { ...NO_QUIET_HOURS, timeZone: "America/Chicago" },
      emailDelivery: "DIGEST",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.emailDelivery).toBe("DIGEST");

    const foremanId = await userId(t.app, "SHOP_FOREMAN");
    const plain = await escalate(call, machine, "LOW", "Cracked mirror");
    const critical = await escalate(call, machine, "CRITICAL", "Engine fire");
    await eventually(
      async () => mailAbout(critical.id),
      (list) => list.length === 1,
    );
    const waiting = await eventually(
      () =>
        t.db.query<{ digest: boolean; sent_at: Date | null }>(
          "SELECT digest, sent_at FROM email_messages WHERE user_id = $1 AND title LIKE 'Issue reported%' AND body LIKE 'Cracked mirror%'",
          [foremanId],
        ),
      (rows) => rows.length === 1,
    );
    expect(waiting[0]).toMatchObject({ digest: true, sent_at: null });
    expect(mailAbout(plain.id)).toEqual([]);

    // 12:30 UTC is 06:30 in Chicago: not yet. 13:30 UTC is 07:30 there: the digest goes.
    const dueAt = (iso: string) => queueDigests(t.db, new Date(iso));
    await dueAt("2026-11-27T12:30:00Z");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailAbout(plain.id)).toEqual([]);
    await dueAt("2026-11-27T13:30:00Z");
    const [digest] = await eventually(
      async () => mailAbout(plain.id),
      (list) => list.length === 1,
    );
    expect(digest?.subject).toMatch(/^\d+ notifications? from Maintenance Nexus$/);
    expect(digest?.text).toContain("Issue reported on");
    expect(digest?.html).toContain(`href="http://localhost:3000/work-orders?open=${plain.id}"`);
    const unsent = await t.db.query(
      "SELECT 1 FROM email_messages WHERE user_id = $1 AND digest AND sent_at IS NULL",
      [foremanId],
    );
    expect(unsent).toEqual([]);
  });
});

describe(onEngine("email with the SMTP server down"), () => {
  let t: TestApp;
  let call: Call;

  beforeAll(async () => {
    // Port 1 on this machine: nothing listens, the connection is refused.
    t = await createTestApp({ mail: { smtpUrl: "smtp://127.0.0.1:1", from: FROM } });
    call = apiClient(t.app);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("never slows or fails the change: the mail's job fails and waits for its retry", async () => {
    const machine = await operatorMachine(t, "Down-mail dozer");
    const order = await escalate(call, machine, "CRITICAL", "Track off");
    expect(order.ms).toBeLessThan(2_000);
    const foremanId = await userId(t.app, "SHOP_FOREMAN");
    const [message] = await eventually(
      () =>
        t.db.query<{ id: string; sent_at: Date | null }>(
          `SELECT m.id, m.sent_at FROM email_messages m JOIN events e ON e.id = m.event_id
           WHERE e.subject_id = $1 AND m.user_id = $2`,
          [order.id, foremanId],
        ),
      (rows) => rows.length === 1,
    );
    const job = await eventually(
      () =>
        t.db.query<{ state: string; output: { message?: string } | null }>(
          `SELECT state, output FROM pgboss.job WHERE name = $1 AND data->>'messageId' = $2`,
          [JOBS.sendEmail, message?.id],
        ),
      (rows) => rows[0]?.state === "retry",
      15_000,
    );
    expect(job[0]?.output?.message).toMatch(/ECONNREFUSED/);
    const [still] = await t.db.query<{ sent_at: Date | null }>(
      "SELECT sent_at FROM email_messages WHERE id = $1",
      [message?.id],
    );
    expect(still?.sent_at).toBeNull();
  });
});
