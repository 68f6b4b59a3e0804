import { MAINTENANCE_DUE_WINDOW_DAYS, MISSED_INSPECTION_WINDOW_DAYS } from "@mnx/domain";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { JOBS } from "../../jobs/job-names.js";
import type { JobDefinition } from "../../jobs/job-queue.js";
import { purgeOldEvents } from "../events/event-service.js";
import { recordEvents } from "../events/event-writes.js";
import { listPlansComingDue } from "../maintenance-plans/plan-due-service.js";
import { deliveringChannels } from "./channels.js";
import { deliverEvent } from "./delivery-service.js";
import { emailJobs } from "./email-jobs.js";
import { deleteOldEmailMessages } from "./email-repository.js";
import { NOTIFICATION_KEEP_SECONDS } from "./notification-limits.js";
import { deleteOldNotifications } from "./notification-repository.js";
import { pushJobs } from "./push-channel.js";
import { findDueMaintenance, findMissedInspections } from "./recipient-repository.js";

const CHECK_BATCH = 500;

type NewEvent = Parameters<typeof recordEvents>[1][number];

/**
 * Records the events of a scheduled check in batches of CHECK_BATCH, one transaction each: `find` answers the
 * next rows with no event yet (their keys are unique, so several servers checking at once record each one
 * once). Answers how many were recorded.
 */
async function recordInBatches<T>(
  find: (limit: number) => Promise<T[]>,
  toEvent: (row: T) => NewEvent,
  db: Database,
): Promise<number> {
  let recorded = 0;
  for (;;) {
    const rows = await find(CHECK_BATCH);
    if (rows.length === 0) return recorded;
    const events = rows.map(toEvent);
    recorded += (await db.transaction((tx) => recordEvents(tx, events))).length;
    if (rows.length < CHECK_BATCH) return recorded;
  }
}

/** Records INSPECTION_MISSED once per daily inspection of an earlier day (last 7 days) left open. */
export function recordMissedInspections(db: Database): Promise<number> {
  return recordInBatches(
    (limit) => findMissedInspections(db, MISSED_INSPECTION_WINDOW_DAYS, limit),
    (inspection) => ({
      organizationId: inspection.organization_id,
      kind: "INSPECTION_MISSED",
      subjectType: "WORK_ORDER",
      subjectId: inspection.id,
      actorId: null,
      dedupeKey: `inspection-missed:${inspection.id}`,
    }),
    db,
  );
}

/**
 * Records MAINTENANCE_DUE once per machine and due date (maintenance within 7 days or overdue, no preventive
 * work order covering it; key `maintenance-due:<machine>:<date>`), and once per maintenance plan's interval
 * coming due by hours or days (within the plan's margin, no open order; key
 * `maintenance-plan-due:<plan>:<last service>`, so the next interval after a service is told again).
 */
export async function recordDueMaintenance(db: Database): Promise<number> {
  const machines = await recordInBatches(
    (limit) => findDueMaintenance(db, MAINTENANCE_DUE_WINDOW_DAYS, limit),
    (machine) => ({
      organizationId: machine.organization_id,
      kind: "MAINTENANCE_DUE",
      subjectType: "EQUIPMENT",
      subjectId: machine.id,
      actorId: null,
      data: { due: machine.due },
      dedupeKey: `maintenance-due:${machine.id}:${machine.due}`,
    }),
    db,
  );
  const plans = await recordInBatches(
    (limit) => listPlansComingDue(db, limit),
    (plan) => ({
      organizationId: plan.organization_id,
      kind: "MAINTENANCE_DUE",
      subjectType: "EQUIPMENT",
      subjectId: plan.equipment_id,
      actorId: null,
      data: { due: plan.due, plan: plan.title },
      dedupeKey: `maintenance-plan-due:${plan.id}:${plan.cycle}`,
    }),
    db,
  );
  return machines + plans;
}

/** What the queue runs for the notifications (src/jobs/job-queue.ts; docs/decisions/035). */
export function notificationJobs(db: Database, config: Config): JobDefinition<never>[] {
  const deliver: JobDefinition<{ eventId: number }> = {
    name: JOBS.deliverEvent,
    // 10 tries over about 45 minutes (5 s, 10 s, 20 s, ... doubling).
    settings: { retryLimit: 10, retryDelaySeconds: 5, retryBackoff: true },
    batchSize: 10,
    handle: async (jobs) => {
      const channels = await deliveringChannels(db, config);
      for (const job of jobs) await deliverEvent(db, job.data.eventId, { channels });
    },
  };
  const held: JobDefinition<{ eventId: number; userId: string }> = {
    name: JOBS.deliverHeld,
    settings: { retryLimit: 10, retryDelaySeconds: 5, retryBackoff: true },
    batchSize: 10,
    handle: async (jobs) => {
      const channels = await deliveringChannels(db, config);
      for (const job of jobs) {
        await deliverEvent(db, job.data.eventId, { onlyUserId: job.data.userId, channels });
      }
    },
  };
  const missed: JobDefinition<object> = {
    name: JOBS.checkMissedInspections,
    settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 300 },
    cron: "*/15 * * * *",
    handle: async () => {
      await recordMissedInspections(db);
    },
  };
  const maintenance: JobDefinition<object> = {
    name: JOBS.checkMaintenanceDue,
    settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 300 },
    cron: "7 * * * *",
    handle: async () => {
      await recordDueMaintenance(db);
    },
  };
  const purge: JobDefinition<object> = {
    name: JOBS.purgeEvents,
    settings: { retryLimit: 2, retryDelaySeconds: 300, retryBackoff: false, expireInSeconds: 900 },
    cron: "17 3 * * *",
    handle: async () => {
      await purgeOldEvents(db);
      await deleteOldNotifications(db, NOTIFICATION_KEEP_SECONDS);
      await deleteOldEmailMessages(db, NOTIFICATION_KEEP_SECONDS);
    },
  };
  return [
    ...([deliver, held, missed, maintenance, purge] as JobDefinition<never>[]),
    ...emailJobs(db, config),
    ...pushJobs(db, config),
  ];
}
