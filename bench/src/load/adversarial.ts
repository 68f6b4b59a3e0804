import pg from "pg";
import { type DrawnCall, drawCalls, drawPartsCalls, seededRandom } from "./adversarial-calls.js";
import { drawRecordCalls } from "./adversarial-record-calls.js";
import type { Caller, Subjects } from "./endpoints.js";
import type { CapturedStatement } from "./sql-capture.js";

/**
 * The adversarial benchmark (docs/benchmarks.md): BENCH_ADVERSARIAL_CALLS (300) list calls drawn with the seed
 * BENCH_SEED (random when unset, always reported), each timed alone on an idle server, then the same mix sent
 * by BENCH_CLIENTS (50) clients at once, BENCH_ADVERSARIAL_ROUNDS (3) times over. With parts grown,
 * BENCH_ADVERSARIAL_PARTS_CALLS (100) parts calls join them, drawn from their own stream of the same seed, and
 * BENCH_ADVERSARIAL_RECORD_CALLS (60) defects and inspection-history calls from a third.
 */
export interface TimedCall extends DrawnCall {
  ms: number;
  status: number;
}

export interface AdversarialResult {
  seed: number;
  alone: TimedCall[];
  load: {
    requests: number;
    seconds: number;
    p50: number;
    p99: number;
    max: number;
    statuses: Record<number, number>;
  };
}

type Headers = (who: Caller) => Record<string, string>;

async function timed(baseUrl: string, call: DrawnCall, headers: Headers): Promise<TimedCall> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${call.path}`, { headers: headers(call.who) });
  await response.arrayBuffer();
  return { ...call, ms: Math.round((performance.now() - started) * 10) / 10, status: response.status };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export function adversarialCalls(subjects: Subjects): { seed: number; calls: DrawnCall[] } {
  const seed = process.env.BENCH_SEED ? Number(process.env.BENCH_SEED) : Math.floor(Math.random() * 2 ** 31);
  const count = Number(process.env.BENCH_ADVERSARIAL_CALLS ?? 300);
  const calls = drawCalls(count, seededRandom(seed), subjects);
  if (subjects.parts) {
    const partsCount = Number(process.env.BENCH_ADVERSARIAL_PARTS_CALLS ?? 100);
    calls.push(...drawPartsCalls(partsCount, seededRandom(seed ^ 0x5eed), subjects.parts));
  }
  const recordCount = Number(process.env.BENCH_ADVERSARIAL_RECORD_CALLS ?? 60);
  calls.push(...drawRecordCalls(recordCount, seededRandom(seed ^ 0xdefec7), subjects));
  return { seed, calls };
}

export async function runAdversarial(
  baseUrl: string,
  headers: Headers,
  subjects: Subjects,
  clients: number,
  log: (line: string) => void,
): Promise<AdversarialResult> {
  const { seed, calls } = adversarialCalls(subjects);
  log(`adversarial mix: ${calls.length} calls, seed ${seed} (BENCH_SEED=${seed} draws them again)`);
  const alone: TimedCall[] = [];
  for (const call of calls) alone.push(await timed(baseUrl, call, headers));
  const rounds = Number(process.env.BENCH_ADVERSARIAL_ROUNDS ?? 3);
  const queue = Array.from({ length: rounds }, () => calls).flat();
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < queue.length) {
        const call = queue[next++] as DrawnCall;
        const result = await timed(baseUrl, call, headers).catch(() => ({ ...call, ms: 0, status: 0 }));
        times.push(result.ms);
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    seed,
    alone,
    load: {
      requests: queue.length,
      seconds: Math.round(seconds * 10) / 10,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times[times.length - 1] ?? 0,
      statuses,
    },
  };
}

export const slowest = (alone: TimedCall[], n = 10) => [...alone].sort((a, b) => b.ms - a.ms).slice(0, n);

/**
 * Replays a call's captured statements in one transaction (its SET LOCAL planner settings included), each
 * query under EXPLAIN (ANALYZE, BUFFERS): answers one line per query with the top nodes' actual rows, the
 * rows the plan read (the largest 'actual rows' of any scan), the execution time and the planning time.
 */
export async function planRows(databaseUrl: string, statements: CapturedStatement[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const lines: string[] = [];
  try {
    await client.query("BEGIN");
    for (const { sql, params } of statements) {
      const text = sql.trim();
      // A transaction's SET LOCAL settings end with it, as they did for the server.
      if (/^(COMMIT|ROLLBACK)/i.test(text)) await client.query("ROLLBACK; BEGIN");
      if (/^(BEGIN|COMMIT|ROLLBACK)/i.test(text)) continue;
      // Each statement under a savepoint: one that fails here (a write whose row is gone) is reported, and the
      // others still run.
      await client.query("SAVEPOINT statement");
      let explained: { "QUERY PLAN": PlanJson[] }[] = [];
      try {
        if (!/^(SELECT|WITH)/i.test(text)) {
          // Settings and writes as sent (the transaction is rolled back).
          await client.query(text, params.length ? params : undefined);
          continue;
        }
        explained = (
          await client.query<{ "QUERY PLAN": PlanJson[] }>(
            `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`,
            params,
          )
        ).rows;
      } catch (error) {
        await client.query("ROLLBACK TO SAVEPOINT statement");
        lines.push(`${text.replace(/\s+/g, " ").slice(0, 60)}…: not replayed (${(error as Error).message})`);
        continue;
      }
      const rows = explained;
      const root = rows[0]?.["QUERY PLAN"][0];
      if (!root) continue;
      const scans: string[] = [];
      let largest = 0;
      const walk = (node: PlanNode) => {
        const rowsRead =
          (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1) + (node["Rows Removed by Filter"] ?? 0);
        if (/Scan/.test(node["Node Type"])) {
          largest = Math.max(largest, rowsRead);
          scans.push(`${node["Node Type"]}${node["Index Name"] ? ` ${node["Index Name"]}` : ""} ${rowsRead}`);
        }
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(root.Plan);
      lines.push(
        `${text.replace(/\s+/g, " ").slice(0, 60)}…: ${root["Execution Time"].toFixed(1)} ms ` +
          `(planned in ${root["Planning Time"].toFixed(1)} ms), top node ` +
          `${root.Plan["Actual Rows"]} rows, largest scan ${largest} rows (${scans.slice(0, 4).join("; ")})`,
      );
    }
  } finally {
    await client.query("ROLLBACK").catch(() => {});
    await client.end();
  }
  return lines;
}

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
}
interface PlanJson {
  Plan: PlanNode;
  "Planning Time": number;
  "Execution Time": number;
}

/**
 * Each list's share of the mix: its calls, their median and slowest time alone, and their sum as a share of the
 * whole mix's (what the clients' run spends its cores on), the largest share first.
 */
function perList(alone: TimedCall[]): string[] {
  const groups = new Map<string, number[]>();
  for (const call of alone) {
    const list = call.name.split(":")[0] ?? call.name;
    groups.set(list, [...(groups.get(list) ?? []), call.ms]);
  }
  const sum = (times: number[]) => times.reduce((total, ms) => total + ms, 0);
  const whole = sum(alone.map((call) => call.ms)) || 1;
  return [...groups]
    .sort(([, a], [, b]) => sum(b) - sum(a))
    .map(([list, times]) => {
      times.sort((a, b) => a - b);
      const share = Math.round((sum(times) / whole) * 1000) / 10;
      return `| ${list} | ${times.length} | ${percentile(times, 50)} ms | ${times[times.length - 1]} ms | ${share}% |`;
    });
}

export function adversarialReport(result: AdversarialResult, plans: Map<string, string[]>): string[] {
  const sorted = result.alone.map((c) => c.ms).sort((a, b) => a - b);
  const byStatus = (calls: { status: number }[]) => {
    const counts: Record<number, number> = {};
    for (const c of calls) counts[c.status] = (counts[c.status] ?? 0) + 1;
    return Object.entries(counts)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
  };
  const lines = [
    "",
    `Adversarial mix, seed ${result.seed}: ${result.alone.length} calls, each alone: median ${percentile(sorted, 50)} ms, ` +
      `p99 ${percentile(sorted, 99)} ms, slowest ${sorted[sorted.length - 1] ?? 0} ms (target 100 ms); answers ${byStatus(result.alone)}.`,
    `The same mix at ${process.env.BENCH_CLIENTS ?? 50} clients, ${result.load.requests} requests in ${result.load.seconds} s: ` +
      `p50 ${result.load.p50} ms, p99 ${result.load.p99} ms (target 250 ms), slowest ${result.load.max} ms; answers ` +
      `${Object.entries(result.load.statuses)
        .map(([s, n]) => `${s}: ${n}`)
        .join(", ")} (target: no 503).`,
    "",
    "| list | calls | median alone | slowest alone | share of the mix's time alone |",
    "| --- | --- | --- | --- | --- |",
    ...perList(result.alone),
    "",
    "The 10 slowest alone, with their plans (EXPLAIN ANALYZE of the SQL the server sent):",
    "",
    "| ms | status | as | call | plans |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const call of slowest(result.alone)) {
    const plan = (plans.get(call.path) ?? []).join("<br>").replace(/\|/g, "\\|");
    lines.push(
      `| ${call.ms} | ${call.status} | ${call.who} | ${call.name.replace(/\|/g, "\\|")} | ${plan} |`,
    );
  }
  return lines;
}
