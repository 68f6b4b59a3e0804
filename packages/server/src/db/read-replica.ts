import type { Database } from "./database.js";

/** A WAL position ('16/B374D848') as a number, to compare. */
export function parseLsn(text: string): bigint {
  const [high = "0", low = "0"] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export type ReplicaStatus = "ok" | "lagging" | "down";

export interface ReplicaState {
  status: ReplicaStatus;
  /** How far behind the primary the replica is (null: not known, it does not answer). */
  lagMs: number | null;
}

/** A poll that does not answer within this marks the replica down. */
const POLL_TIMEOUT_MS = 1_000;
/** The primary's positions kept to tell the lag: a few seconds more than the limit. */
const SAMPLES_KEPT_MS = 60_000;

const withinTimeout = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("timeout")), POLL_TIMEOUT_MS).unref(),
    ),
  ]);

/**
 * A PostgreSQL streaming replica for the reads that may lag a little (docs/decisions/045, read replica). Every
 * `intervalMs` it asks the primary its WAL position and the replica how far it has replayed: the lag is the age
 * of the oldest primary position the replica has not replayed yet (0 when it has replayed the newest). A replica
 * that does not answer, or lags past `maxLagMs`, is not used: reads go to the primary.
 */
export class ReadReplica {
  private samples: { at: number; lsn: bigint }[] = [];
  private replayed: bigint | null = null;
  private lag: number | null = null;
  private answered = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly db: Database,
    private readonly primary: Database,
    private readonly maxLagMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  state(): ReplicaState {
    if (!this.answered || this.lag === null) return { status: "down", lagMs: null };
    return { status: this.lag > this.maxLagMs ? "lagging" : "ok", lagMs: this.lag };
  }

  /** Whether a read may go to the replica: it is up, within the lag limit, and has replayed `lsn` (if any). */
  serves(lsn?: bigint): boolean {
    if (this.state().status !== "ok") return false;
    return lsn === undefined || (this.replayed !== null && this.replayed >= lsn);
  }

  async poll(): Promise<void> {
    const at = this.now();
    const [primary, replica] = await Promise.allSettled([
      withinTimeout(this.primary.one<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn")),
      withinTimeout(this.db.one<{ lsn: string | null }>("SELECT pg_last_wal_replay_lsn()::text AS lsn")),
    ]);
    if (primary.status === "fulfilled" && primary.value) {
      this.samples.push({ at, lsn: parseLsn(primary.value.lsn) });
      this.samples = this.samples.filter((sample) => at - sample.at <= SAMPLES_KEPT_MS);
    }
    if (replica.status !== "fulfilled" || !replica.value?.lsn) {
      this.answered = false;
      this.lag = null;
      return;
    }
    this.answered = true;
    const replayed = parseLsn(replica.value.lsn);
    this.replayed = replayed;
    const behind = this.samples.find((sample) => sample.lsn > replayed);
    this.lag = behind ? at - behind.at : 0;
  }

  start(intervalMs = 250): void {
    const tick = () => {
      void this.poll().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, intervalMs);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.db.close();
  }
}
