// The load benchmark (docs/benchmarks.md): a throw-away database grown to a fleet's whole history, every call
// a screen makes measured one request at a time and with 50 clients, and the two main lists' own SQL run
// through pgbench for comparison. Reports figures; asserts nothing. Run `npm run build` first.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { onHandLine } from "../grow/grow-parts.js";
import { startServer } from "../server-process.js";
import { demoAccessToken } from "../sign-in.js";
import {
  type AdversarialResult,
  adversarialReport,
  planRows,
  runAdversarial,
  slowest,
} from "./adversarial.js";
import { type Caller, type Endpoint, endpoints } from "./endpoints.js";
import { type LoadFigures, type SingleRequest, singleRequest, underLoad } from "./measure.js";
import { type PgbenchResult, runPgbench } from "./pgbench.js";
import { onHandOf, type Prepared, preparePglite, preparePostgres } from "./prepare.js";
import { type CapturedStatement, SqlCapture } from "./sql-capture.js";

const env = process.env;
const engine = env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const workOrders = Number(env.BENCH_WORK_ORDERS ?? (engine === "pglite" ? 100_000 : 1_000_000));
const port = Number(env.BENCH_PORT ?? 3200);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CLIENTS ?? 50);
/** Sequential requests per call for its median (after one to warm up). */
const samples = Number(env.BENCH_SAMPLES ?? 7);
const planAboveMs = Number(env.BENCH_PLAN_ABOVE_MS ?? 100);
const adminUrl =
  env.BENCH_ADMIN_URL ?? env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** An already grown database to measure again (kept afterwards), instead of a throw-away one. */
const reuseUrl = env.BENCH_DATABASE_URL;
const only = env.BENCH_ONLY ? new RegExp(env.BENCH_ONLY, "i") : undefined;
const log = (line: string) => console.error(line);

interface Row {
  endpoint: Endpoint;
  single: SingleRequest;
  load?: LoadFigures;
  pgbench?: PgbenchResult;
}

const dataDir = mkdtempSync(join(tmpdir(), "mnx-load-"));
const admin = new pg.Client({ connectionString: adminUrl });
let dropName: string | undefined;
let databaseUrl = reuseUrl ?? "";

async function serverEnv(url = databaseUrl): Promise<Record<string, string>> {
  return engine === "postgres" ? { DATABASE_URL: url, SEED_DEMO: "true" } : { SEED_DEMO: "true" };
}

/** The exact statements the server sends for `path`, read off the wire by a relay in front of PostgreSQL. */
async function captureSql(
  paths: string[],
  tokenOf: (path: string) => string,
): Promise<Map<string, CapturedStatement[]>> {
  const target = new URL(databaseUrl);
  const capture = new SqlCapture(target.hostname, Number(target.port || 5432));
  const relayPort = await capture.start();
  const viaRelay = new URL(databaseUrl);
  viaRelay.host = `127.0.0.1:${relayPort}`;
  // No job workers or schedules in this server (JOBS_IN_SERVER=false: PostgreSQL only): a scheduled check that
  // ran between a call's two requests would be captured as the call's own SQL (a transaction left open).
  const server = await startServer(port, dataDir, {
    ...(await serverEnv(viaRelay.href)),
    JOBS_IN_SERVER: "false",
  });
  const captured = new Map<string, CapturedStatement[]>();
  try {
    for (const path of paths) {
      const headers = { authorization: `Bearer ${tokenOf(path)}` };
      await fetch(`${server.url}${path}`, { headers }).then((r) => r.arrayBuffer());
      capture.take();
      await fetch(`${server.url}${path}`, { headers }).then((r) => r.arrayBuffer());
      // The job queue's own statements (sending a call's jobs) are not the call's.
      captured.set(
        path,
        capture.take().filter((statement) => !/\bpgboss\./.test(statement.sql)),
      );
    }
  } finally {
    await server.stop();
    await capture.stop();
  }
  return captured;
}

async function main() {
  const started = performance.now();
  let prepared: Prepared;
  if (engine === "postgres") {
    await admin.connect();
    if (!reuseUrl) {
      dropName = `mnx_bench_${randomBytes(4).toString("hex")}`;
      await admin.query(`CREATE DATABASE ${dropName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${dropName}`;
      databaseUrl = url.href;
      log(`throw-away database ${dropName}`);
    }
    // The server migrates and seeds the new database, then stops for the growth.
    await (await startServer(port, dataDir, await serverEnv())).stop();
    log(`growing to ${workOrders.toLocaleString("en-US")} work orders per organization...`);
    prepared = await preparePostgres(databaseUrl, workOrders, Boolean(reuseUrl), log);
  } else {
    const first = await startServer(port, dataDir, await serverEnv());
    await first.stop();
    log(
      `growing the PGlite database to ${workOrders.toLocaleString("en-US")} work orders per organization...`,
    );
    prepared = await preparePglite(dataDir, workOrders, log);
  }
  const preparedSeconds = (performance.now() - started) / 1000;

  const server = await startServer(port, dataDir, await serverEnv());
  const tokens = new Map<Caller, Record<string, string>>([["nobody", {}]]);
  for (const [who, email] of Object.entries(prepared.emails)) {
    tokens.set(who as Caller, { authorization: `Bearer ${await demoAccessToken(server.url, email)}` });
  }
  const list = endpoints(prepared.subjects).filter((e) => !only || only.test(e.name));
  let captured = new Map<string, CapturedStatement[]>();
  if (engine === "postgres") {
    await server.stop();
    const token = tokens.get("manager")?.authorization?.slice(7) ?? "";
    captured = await captureSql(
      list.filter((e) => e.pgbench && !e.post).map((e) => e.path),
      () => token,
    );
  }
  // BENCH_CPU_PROF=<folder>: the measured server writes a V8 CPU profile there when it stops.
  const profiling = env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
  if (engine === "pglite" && profiling.length) await server.stop();
  const running =
    engine === "postgres" || profiling.length
      ? await startServer(port, dataDir, await serverEnv(), profiling)
      : server;
  const rows: Row[] = [];
  try {
    // Every call one request at a time first, on an idle server: a load leaves requests in flight that
    // would delay the next call's single requests (PGlite answers one statement at a time).
    for (const endpoint of list) {
      const url = `${running.url}${endpoint.path}`;
      const headers = tokens.get(endpoint.who) ?? {};
      const row: Row = { endpoint, single: await singleRequest(url, headers, samples, endpoint.post) };
      rows.push(row);
      log(`  ${endpoint.name}: ${row.single.medianMs} ms`);
    }
    // Writes are timed alone only: under load they would append thousands of ledger rows.
    for (const row of seconds > 0 ? rows.filter((r) => !r.endpoint.post) : []) {
      const url = `${running.url}${row.endpoint.path}`;
      row.load = await underLoad(url, tokens.get(row.endpoint.who) ?? {}, connections, seconds);
      const statements = captured.get(row.endpoint.path);
      if (statements) row.pgbench = await runPgbench(databaseUrl, statements, connections, seconds);
      log(`  ${row.endpoint.name}: ${row.load.requestsPerSecond} req/s`);
      // What is still in flight finishes before the next call's load starts.
      await singleRequest(`${running.url}/api/v1/health`, {}, 1);
    }
    // The adversarial mix (BENCH_ONLY=adversarial runs it alone).
    if (!only || only.test("adversarial")) {
      const headers = (who: Caller) => tokens.get(who) ?? {};
      adversarial = await runAdversarial(running.url, headers, prepared.subjects, connections, log);
    }
  } finally {
    await running.stop();
  }
  // The plans of the named calls slower alone than BENCH_PLAN_ABOVE_MS (100): their captured SQL, replayed
  // under EXPLAIN ANALYZE.
  const slowCalls = rows.filter(
    (r) =>
      !r.endpoint.post &&
      r.endpoint.who !== "nobody" &&
      (r.endpoint.explain || r.single.medianMs > planAboveMs),
  );
  const slowPlans = new Map<string, string[]>();
  if (engine === "postgres" && slowCalls.length) {
    const whoOf = new Map(slowCalls.map((r) => [r.endpoint.path, r.endpoint.who]));
    const statements = await captureSql(
      slowCalls.map((r) => r.endpoint.path),
      (path) => tokens.get(whoOf.get(path) ?? "manager")?.authorization?.slice(7) ?? "",
    );
    for (const [path, sql] of statements) slowPlans.set(path, await planRows(databaseUrl, sql));
  }
  const plans = new Map<string, string[]>();
  if (adversarial && engine === "postgres") {
    const worst = slowest(adversarial.alone);
    const whoOf = new Map(worst.map((call) => [call.path, call.who]));
    const statements = await captureSql(
      worst.map((call) => call.path),
      (path) => tokens.get(whoOf.get(path) ?? "manager")?.authorization?.slice(7) ?? "",
    );
    for (const [path, sql] of statements) plans.set(path, await planRows(databaseUrl, sql));
  }
  // On-hand against the ledger again, after the writes went through the trigger.
  const after =
    engine === "postgres" && rows.some((r) => r.endpoint.post) ? await onHandOf(databaseUrl) : undefined;
  report(rows, preparedSeconds, captured, prepared);
  if (slowPlans.size) {
    console.log(
      `\nThe named calls slower than ${planAboveMs} ms alone (and those always explained), their plans (EXPLAIN ANALYZE of the SQL sent):\n`,
    );
    for (const row of slowCalls) {
      const plan = slowPlans.get(row.endpoint.path) ?? [];
      console.log(`- ${row.endpoint.name} (${row.single.medianMs} ms):\n  ${plan.join("\n  ")}`);
    }
  }
  console.log(`\nAfter the growth: ${onHandLine(prepared.onHand)}`);
  if (after) console.log(`After the benchmark's writes: ${onHandLine(after)}`);
  if (adversarial) console.log(adversarialReport(adversarial, plans).join("\n"));
}

let adversarial: AdversarialResult | undefined;

function report(
  rows: Row[],
  preparedSeconds: number,
  captured: Map<string, CapturedStatement[]>,
  { sizes, partsSizes }: Prepared,
) {
  const lines = [
    `Engine: ${engine}; work orders per organization: ${sizes}; parts: ${partsSizes}; ` +
      `${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.version}; ` +
      `${connections} clients for ${seconds} s per call; database prepared in ${preparedSeconds.toFixed(0)} s.`,
    "",
    "| call | as | one request (median) | req/s | p50 | p99 | errors | pgbench tps | server / pgbench |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const { endpoint, single, load, pgbench } of rows) {
    const status = single.status === 200 ? "" : ` (HTTP ${single.status})`;
    lines.push(
      `| ${endpoint.name}${status} | ${endpoint.who} | ${single.medianMs} ms | ${load?.requestsPerSecond ?? "-"} | ` +
        `${load ? `${load.p50Ms} ms` : "-"} | ${load ? `${load.p99Ms} ms` : "-"} | ${load?.errors ?? "-"} | ` +
        `${pgbench?.tps ?? "-"} | ${pgbench && load ? (load.requestsPerSecond / pgbench.tps).toFixed(2) : "-"} |`,
    );
  }
  for (const [path, statements] of captured) {
    lines.push(
      "",
      `SQL the server sends for ${path} (${statements.length} statement(s)), replayed by pgbench:`,
    );
    for (const statement of statements) {
      lines.push(
        "```sql",
        statement.sql.replace(/\n\s*\n/g, "\n").trim(),
        "```",
        `params: ${JSON.stringify(statement.params)}`,
      );
    }
  }
  console.log(lines.join("\n"));
}

try {
  await main();
} finally {
  if (dropName && env.BENCH_KEEP !== "1") {
    await admin
      .query(`DROP DATABASE IF EXISTS ${dropName} WITH (FORCE)`)
      .catch((error) => log(String(error)));
    log(`dropped ${dropName}`);
  } else if (dropName) log(`kept ${databaseUrl}`);
  await admin.end().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
