import { isNotifiable } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { JOBS } from "../../jobs/job-names.js";
import { sendJobs } from "../../jobs/job-queue.js";
import { insertEvents, type NewEvent, organizationsWithWebhooks } from "./event-repository.js";

export type { NewEvent };

/**
 * The database notification channel of the live screens (modules/notifications/live-hub.ts): every server
 * listens, so a change committed through one reaches the browsers connected to any other.
 * - `{"t":"e","o":organizationId,"e":[[eventId,kind],...]}`: events of an organization, sent by recordEvents;
 * - `{"t":"n","u":[userId,...]}`: these people's notifications changed (new ones, or read elsewhere).
 */
export const LIVE_CHANNEL = "mnx_live";

/** NOTIFY's payload holds 8,000 bytes: events go out in chunks well below it. */
const EVENTS_PER_MESSAGE = 100;

/** Sends a message on the live channel in the caller's transaction: listeners get it when it commits. */
export async function notifyLive(tx: Database, message: object): Promise<void> {
  await tx.query("SELECT pg_notify($1, $2)", [LIVE_CHANNEL, JSON.stringify(message)]);
}

/**
 * THE way something that happened is recorded (the outbox, docs/decisions/035), inside the caller's
 * transaction: the events (a repeat of a `dedupeKey` is skipped), a delivery job for each event that may tell
 * someone, a webhook fan-out job when the organization has webhooks for them (038), and a message to the live
 * screens. All three exist only if the transaction commits, and nothing
 * is delivered before it does. Answers the ids written.
 */
export async function recordEvents(tx: Database, events: readonly NewEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const recorded = await insertEvents(tx, events);
  await sendJobs(
    tx,
    recorded
      .filter((event) => isNotifiable(event.kind))
      .map((event) => ({ name: JOBS.deliverEvent, data: { eventId: Number(event.id) } })),
  );
  await sendWebhookFanOut(tx, recorded);
  const byOrganization = new Map<string, [number, string][]>();
  for (const event of recorded) {
    const list = byOrganization.get(event.organization_id) ?? [];
    list.push([Number(event.id), event.kind]);
    byOrganization.set(event.organization_id, list);
  }
  for (const [organizationId, list] of byOrganization) {
    for (let start = 0; start < list.length; start += EVENTS_PER_MESSAGE) {
      await notifyLive(tx, { t: "e", o: organizationId, e: list.slice(start, start + EVENTS_PER_MESSAGE) });
    }
  }
  return recorded.map((event) => Number(event.id));
}

/** One fan-out job for the events of organizations with a webhook for their kinds (docs/decisions/038). */
async function sendWebhookFanOut(tx: Database, recorded: Awaited<ReturnType<typeof insertEvents>>) {
  if (recorded.length === 0) return;
  const hooked = await organizationsWithWebhooks(
    tx,
    recorded.map((event) => event.organization_id),
    recorded.map((event) => event.kind),
  );
  const eventIds = recorded.filter((e) => hooked.has(e.organization_id)).map((e) => Number(e.id));
  if (eventIds.length > 0) await sendJobs(tx, [{ name: JOBS.webhookFanOut, data: { eventIds } }]);
}

/** One event (the work-order, user and inspection services' one line). */
export async function recordEvent(tx: Database, event: NewEvent): Promise<void> {
  await recordEvents(tx, [event]);
}
