// `npm run bench:live`: many live screens on one server (issue 27; docs/decisions/035). Starts the built server on a
// fresh PostgreSQL database (seeded demo organization), adds people (a person keeps at most 20 streams), opens
// BENCH_STREAMS (10,000) live streams spread over them, and reports the server's memory per open stream and how long
// an event takes to reach every stream of the organization (BENCH_EVENTS rounds: a foreman assigns a work order, the
// clock runs from the API request to the last stream's `change`). The database is dropped at the end.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startServer } from "./server-process.js";
import { demoAccessToken } from "./sign-in.js";

const env = process.env;
const STREAMS = Number(env.BENCH_STREAMS ?? 10_000);
const EVENTS = Number(env.BENCH_EVENTS ?? 5);
/** The server closes a person's oldest stream past 20 (STREAMS_PER_PERSON): 20 a person at most. */
const STREAMS_PER_PERSON = 20;
const OPENING_AT_ONCE = 200;
const adminUrl = env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = Number(env.BENCH_PORT ?? 3400);
const DEMO_DOMAIN = "summitridge.example";

const log = (message: string) => console.log(`[live] ${message}`);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

interface Stream {
  request: http.ClientRequest;
  /** Resolves with the time (performance.now()) its next `change` arrives. */
  nextChange: () => Promise<number>;
}

/** Opens one live stream and waits for its `ready`. */
function openStream(base: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let waiting: ((at: number) => void) | undefined;
    let buffer = "";
    let ready = false;
    const request = http.get(
      `${base}/api/v1/live`,
      { headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`live stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (message.includes("event: ready") && !ready) {
              ready = true;
              resolve(stream);
            } else if (message.includes("event: change") && waiting) {
              const done = waiting;
              waiting = undefined;
              done(performance.now());
            }
            end = buffer.indexOf("\n\n");
          }
        });
      },
    );
    request.on("error", reject);
    const stream: Stream = {
      request,
      nextChange: () =>
        new Promise((arrived) => {
          waiting = arrived;
        }),
    };
  });
}

async function call(base: string, token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body
        ? { "content-type": "application/json", "idempotency-key": randomBytes(8).toString("hex") }
        : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { data?: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data ?? {};
}

const name = `mnx_bench_live_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), "mnx-bench-live-"));
const server = await startServer(port, dataDir, {
  DATABASE_URL: url.href,
  SEED_DEMO: "true",
  AUTH_RATE_LIMIT: "100000",
  USER_ADD_RATE_LIMIT: "100000",
});
try {
  const base = server.url;
  log(`server on PostgreSQL (${name}) ready in ${(server.startMs / 1000).toFixed(1)} s`);
  const manager = await demoAccessToken(base, `fleet.manager@${DEMO_DOMAIN}`);
  const foreman = await demoAccessToken(base, `shop.foreman@${DEMO_DOMAIN}`);
  const people = Math.ceil(STREAMS / STREAMS_PER_PERSON);
  const tokens: string[] = [];
  const tag = randomBytes(3).toString("hex");
  for (let n = 0; n < people; n++) {
    const email = `live.${tag}.${n}@${DEMO_DOMAIN}`;
    await call(base, manager, "POST", "/users", {
      email,
      firstName: "Live",
      lastName: `Screen ${n}`,
      role: "OPERATOR",
    });
    tokens.push(await demoAccessToken(base, email));
  }
  log(`${people} people added and signed in`);

  const machines = (await call(base, foreman, "GET", "/equipment?limit=1")) as {
    equipment?: { id: string }[];
  };
  const machineId = machines.equipment?.[0]?.id;
  if (!machineId) throw new Error("no machine to write a work order on");

  const idle = server.rssMb();
  const streams: Stream[] = [];
  const openedAt = performance.now();
  for (let start = 0; start < STREAMS; start += OPENING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPENING_AT_ONCE, STREAMS - start) }, (_, i) =>
      openStream(base, tokens[Math.floor((start + i) / STREAMS_PER_PERSON)] as string),
    );
    streams.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - openedAt;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const loaded = server.rssMb();
  log(
    `${streams.length} streams open in ${(openMs / 1000).toFixed(1)} s; server memory ${idle.toFixed(0)} MB -> ${loaded.toFixed(0)} MB: ${(((loaded - idle) * 1024) / streams.length).toFixed(1)} KB per stream`,
  );

  const rounds: { p50: number; p99: number; last: number; within2s: number }[] = [];
  for (let round = 0; round < EVENTS; round++) {
    const arrivals = streams.map((stream) => stream.nextChange());
    const sent = performance.now();
    await call(base, foreman, "POST", "/work-orders", {
      title: `Live fan-out ${round + 1}`,
      description: "Every open screen of the organization refreshes",
      equipmentId: machineId,
    });
    const answered = performance.now();
    const times = (await Promise.all(arrivals)).map((at) => at - sent).sort((a, b) => a - b);
    rounds.push({
      p50: quantile(times, 0.5),
      p99: quantile(times, 0.99),
      last: times.at(-1) ?? Number.NaN,
      within2s: times.filter((t) => t <= 2_000).length,
    });
    log(
      `event ${round + 1}: answered in ${(answered - sent).toFixed(0)} ms; from the request, streams had it at p50 ${quantile(times, 0.5).toFixed(0)} ms, p99 ${quantile(times, 0.99).toFixed(0)} ms, the last ${(times.at(-1) ?? 0).toFixed(0)} ms; ${times.filter((t) => t <= 2_000).length}/${times.length} within 2 s`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const after = server.rssMb();
  console.log(
    "\n| streams | memory before | with the streams | per stream | event to the last stream (worst of rounds) | p99 | within 2 s |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  const worst = rounds.reduce((a, b) => (b.last > a.last ? b : a));
  console.log(
    `| ${streams.length} | ${idle.toFixed(0)} MB | ${loaded.toFixed(0)} MB (${after.toFixed(0)} MB after ${EVENTS} events) | ${(((loaded - idle) * 1024) / streams.length).toFixed(1)} KB | ${worst.last.toFixed(0)} ms | ${worst.p99.toFixed(0)} ms | ${Math.min(...rounds.map((r) => r.within2s))} of ${streams.length} |`,
  );
  for (const stream of streams) stream.request.destroy();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
