import {
  NOTIFICATION_RULES,
  type NotificationChannel,
  type NotificationRule,
  quietHoursHold,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { JOBS } from "../../jobs/job-names.js";
import { type NewJob, sendJobs } from "../../jobs/job-queue.js";
import { type EventRow, findEvents } from "../events/event-service.js";
import { type Channel, inAppChannel } from "./channels.js";
import { notificationMessage } from "./notification-message.js";
import type { NewNotification } from "./notification-repository.js";
import { findRecipients, findSubjectFacts, type Recipient } from "./recipient-repository.js";

/** A person's switch for this kind on a channel: what they chose, else the kind's default. */
const enabled = (recipient: Recipient, rule: NotificationRule, channel: NotificationChannel) =>
  recipient.switches[channel] ?? rule.defaults[channel];

const quietHoursOf = (recipient: Recipient) => ({
  start: recipient.quiet_hours_start,
  end: recipient.quiet_hours_end,
  timeZone: recipient.time_zone ?? "UTC",
  criticalPasses: recipient.critical_passes ?? true,
});

/**
 * Tells the people an event concerns (the delivery job; docs/decisions/035), in one transaction: the rules
 * name them, each person's switches pick the channels, and their quiet hours hold a notification until they
 * end (a job sent for then; a critical one passes if they allow it). Run twice, it tells nobody twice (each
 * channel writes once per event and person). `onlyUserId`: one person's held notification, checked again.
 * `channels`: those the server delivers on now (deliveringChannels); the bell alone when not given.
 */
export async function deliverEvent(
  db: Database,
  eventId: number,
  options: { onlyUserId?: string; now?: Date; channels?: readonly Channel[] } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [event] = await findEvents(tx, [eventId]);
    const rule = event ? NOTIFICATION_RULES[event.kind] : undefined;
    if (!event || !rule) return;
    const everyone = await findRecipients(tx, {
      organizationId: event.organization_id,
      kind: event.kind,
      roles: rule.roles,
      relations: rule.relations,
      workOrderId: event.subject_type === "WORK_ORDER" ? event.subject_id : null,
      equipmentId: event.subject_type === "EQUIPMENT" ? event.subject_id : null,
      previousAssigneeId:
        typeof event.data.previousAssigneeId === "string" ? event.data.previousAssigneeId : null,
      actorId: event.actor_id,
    });
    const recipients = options.onlyUserId ? everyone.filter((r) => r.id === options.onlyUserId) : everyone;
    if (recipients.length === 0) return;
    const facts = await findSubjectFacts(tx, event.organization_id, event.subject_type, event.subject_id);
    if (!facts) return;
    const now = options.now ?? new Date();
    const held: NewJob[] = [];
    for (const channel of options.channels ?? [inAppChannel]) {
      const due: NewNotification[] = [];
      for (const recipient of recipients) {
        if (!enabled(recipient, rule, channel.name)) continue;
        const until = quietHoursHold(quietHoursOf(recipient), now, rule.critical);
        if (until) {
          held.push({ name: JOBS.deliverHeld, data: { eventId, userId: recipient.id }, startAfter: until });
          continue;
        }
        due.push(toNotification(event, recipient, rule, facts));
      }
      await channel.deliver(tx, due);
    }
    // One held job per person, whichever channels wait.
    const once = new Map(held.map((job) => [(job.data as { userId: string }).userId, job]));
    await sendJobs(tx, [...once.values()]);
  });
}

function toNotification(
  event: EventRow,
  recipient: Recipient,
  rule: NotificationRule,
  facts: Parameters<typeof notificationMessage>[1],
): NewNotification {
  const message = notificationMessage(event, facts, recipient.id, recipient.locale);
  return {
    organizationId: event.organization_id,
    userId: recipient.id,
    eventId: event.id,
    kind: event.kind,
    subjectType: event.subject_type,
    subjectId: event.subject_id,
    critical: rule.critical,
    ...message,
  };
}
