import { createRequire } from "node:module";
import PgBoss from "pg-boss";
import type { Database } from "../db/database.js";

/**
 * The job queue (docs/decisions/035-events-and-notifications.md): pg-boss on the app's own database, in its
 * own schema `pgboss`, on both engines through the one query layer (src/db), so PGlite and PostgreSQL run
 * the same code path. Jobs are rows: sent inside the transaction of the change that causes them (visible at
 * its commit, gone with its rollback), taken by one worker only (SELECT ... FOR UPDATE SKIP LOCKED), retried
 * with backoff when they fail, and scheduled by cron (one server sends each scheduled job).
 */
export const JOB_SCHEMA = "pgboss";
/** Serialises the creation of the queues by servers starting together (any constant they share). */
const QUEUE_SETUP_LOCK_ID = 7_240_027;

/** pg-boss's `db` option: its SQL through our Database (node-postgres pool, PGlite, or a transaction). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss sends parameterised statements, single statements without parameters, and its locked commands
 * (schema creation, migration, maintenance), which are several statements between BEGIN; and COMMIT; and
 * answer nothing it reads: those go through exec (the multi-statement path), the others through query (one
 * statement, extended protocol: PGlite's query() refuses two).
 */
export function bossDb(db: Database): BossDb {
  return {
    executeSql: async (text, values) => {
      if ((!values || values.length === 0) && /^\s*BEGIN;/.test(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text, values ?? []) };
    },
  };
}

/** Job settings pg-boss keeps per queue (retries with exponential backoff, how long one may run). */
export interface QueueSettings {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * How long one job may run before it is taken as lost and run again; none: the process's rescue time
   * (JOB_RESCUE_SECONDS), for short jobs such as a delivery that must not wait long after a crash.
   */
  expireInSeconds?: number;
}

/** What a queue does with its jobs: the handler gets a batch of job data and throws to retry them. */
export interface JobDefinition<T = unknown> {
  name: string;
  settings: QueueSettings;
  /** A cron expression (UTC): the job is sent on that schedule, by one server only. */
  cron?: string;
  batchSize?: number;
  handle: (jobs: { id: string; data: T }[]) => Promise<void>;
}

/**
 * The statements pg-boss's worker sends without awaiting them, once a job's handler is done: it records the
 * job completed, or failed (to be retried). pg-boss has no public name for them; its plans module makes them.
 */
const plans = createRequire(import.meta.url)("pg-boss/src/plans.js") as Record<
  string,
  (schema: string) => string
>;
const recordingPlan = (name: string) => {
  const plan = plans[name];
  if (!plan) throw new Error(`pg-boss no longer has the plan ${name}`);
  return plan(JOB_SCHEMA);
};
const UNAWAITED_RECORDINGS = new Set([recordingPlan("completeJobs"), recordingPlan("failJobsById")]);

const BASE_CONFIG = {
  schema: JOB_SCHEMA,
  // pg-boss's own clean-up: archive finished jobs after a day, drop archived ones after a week.
  archiveCompletedAfterSeconds: 24 * 3600,
  deleteAfterDays: 7,
} as const;

/**
 * Sends jobs inside a transaction (`tx`): a pg-boss instance that is never started, used only to build its
 * INSERT, which runs on the connection given with each call.
 */
const sender = new PgBoss({
  ...BASE_CONFIG,
  db: {
    executeSql: async () => {
      throw new Error("jobs are sent with the transaction's connection");
    },
  },
});

export interface NewJob {
  name: string;
  data: object;
  /** Not before this moment (quiet hours). */
  startAfter?: Date;
  /** A job id made from what the job is for: sent again (a delivery run twice), it is not added twice. */
  id?: string;
}

/** Sends jobs in the caller's transaction: they exist, and run, only if it commits. */
export async function sendJobs(tx: Database, jobs: readonly NewJob[]): Promise<void> {
  const db = bossDb(tx);
  for (const job of jobs) {
    await sender.send(job.name, job.data, {
      db,
      ...(job.startAfter ? { startAfter: job.startAfter } : {}),
      ...(job.id ? { id: job.id } : {}),
    } as PgBoss.SendOptions);
  }
}

export interface JobQueueOptions {
  /** Run the workers and the schedules in this process (JOBS_IN_SERVER, or the worker process). */
  work: boolean;
  /** How often an idle worker looks for jobs (it is also woken as events arrive). */
  pollingIntervalSeconds?: number;
  /** A short job taken by a process that died runs again after this long (config.jobRescueSeconds). */
  rescueSeconds: number;
  onError: (error: unknown) => void;
}

/**
 * One process's queue: installs or updates pg-boss's schema, creates the queues, and (with `work`) runs
 * their workers and schedules until stop().
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workerIds = new Map<string, string>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly definitions: readonly JobDefinition<never>[],
    private readonly options: JobQueueOptions,
  ) {
    const own = bossDb(db);
    this.boss = new PgBoss({
      ...BASE_CONFIG,
      db: {
        // A job still running when stop() gave up finishes later, and pg-boss then records it (complete or
        // fail, not awaited) on a pool the app may have closed: an unhandled rejection. Once stopped, those
        // statements are left unanswered instead: the job stays active and is run again after the rescue
        // time, as if this process had died (which it is about to).
        executeSql: (text, values) => {
          if (this.stopped) return new Promise(() => {});
          if (!UNAWAITED_RECORDINGS.has(text)) return own.executeSql(text, values);
          // The same two statements, while running: a failure (no free connection under overload) would be
          // an unhandled rejection, which ends a Node process. It is reported instead, and the job stays
          // active, to run again after the rescue time.
          return own.executeSql(text, values).catch((error: unknown) => {
            options.onError(error);
            return { rows: [{ count: "0" }] };
          });
        },
      },
      supervise: options.work,
      schedule: options.work,
      migrate: true,
      // pg-boss finds expired jobs in its maintenance, every 2 minutes by default: every half of the rescue time.
      maintenanceIntervalSeconds: Math.max(1, Math.floor(options.rescueSeconds / 2)),
    });
    this.boss.on("error", options.onError);
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    // Servers starting together would create the same queues at once, which deadlocks in pg-boss's
    // create_queue (a partition per queue): one at a time, under an advisory lock, in one transaction.
    await this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [QUEUE_SETUP_LOCK_ID]);
      const setup = new PgBoss({ ...BASE_CONFIG, db: bossDb(tx) });
      for (const definition of this.definitions) {
        const { settings } = definition;
        const queue = {
          name: definition.name,
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: settings.retryBackoff,
          expireInSeconds: settings.expireInSeconds ?? this.options.rescueSeconds,
        };
        // Created once; updated at every start, so changed settings apply to the jobs sent from then on.
        await setup.createQueue(definition.name, queue);
        await setup.updateQueue(definition.name, queue);
      }
    });
    if (!this.options.work) return;
    for (const definition of this.definitions) {
      const id = await this.boss.work<unknown>(
        definition.name,
        {
          batchSize: definition.batchSize ?? 1,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        },
        (jobs) => definition.handle(jobs.map((job) => ({ id: job.id, data: job.data as never }))),
      );
      this.workerIds.set(definition.name, id);
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron, {});
    }
  }

  /** Wakes this process's worker of `name` now, instead of at its next poll (an event just committed). */
  wake(name: string): void {
    const id = this.workerIds.get(name);
    if (id) this.boss.notifyWorker(id);
  }

  /** Stops taking jobs, waits up to `timeoutMs` for those running, and fails the rest (retried later). */
  async stop(timeoutMs = 5_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    this.stopped = true;
  }

  /** Tests and the process checks: a job's state (created, active, completed, retry, failed). */
  getJob(name: string, id: string) {
    return this.boss.getJobById(name, id, { includeArchive: true });
  }
}

/** Installs or updates pg-boss's schema (as start() does), so a fresh database has it before any server runs. */
export async function installJobQueue(db: Database): Promise<void> {
  const boss = new PgBoss({
    ...BASE_CONFIG,
    db: bossDb(db),
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
