/**
 * `npm run bench:topology` (docs/decisions/045): throughput through HAProxy with one, two and three servers, on
 * the tested topology (deploy/haproxy.cfg, PgBouncer with deploy/pgbouncer.ini, a PostgreSQL cluster of its own
 * and a streaming replica for the lists), and the replica's lag under that load as /health reports it. Needs
 * the build (`npm run build`), PostgreSQL 15's programs, haproxy and pgbouncer; runs as root or as a user that
 * may run them. BENCH_SECONDS (default 15) per step, BENCH_CONNECTIONS (default 32).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startHaproxy } from "../../packages/server/test/support/haproxy.js";
import { startPgbouncer } from "../../packages/server/test/support/pgbouncer.js";
import {
  databaseUrlOf,
  startPrivatePostgres,
  startStreamingReplica,
} from "../../packages/server/test/support/private-postgres.js";
import { freePort } from "../../packages/server/test/support/server-process.js";
import { type RunningServer, startServer } from "./server-process.js";
import { demoAccessToken } from "./sign-in.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const MANAGER = "fleet.manager@summitridge.example";

interface Step {
  servers: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  lagP50Ms: number | null;
  lagMaxMs: number | null;
  replicaDown: number;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null;
};

async function main() {
  const primary = await startPrivatePostgres();
  const admin = new pg.Client({ connectionString: primary.url });
  await admin.connect();
  await admin.query("CREATE DATABASE mnx");
  await admin.end();
  const replica = await startStreamingReplica(primary.url);
  const pooler = await startPgbouncer(new URL(primary.url));
  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const ports = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), "mnx-topology-bench-"));
  const env = {
    DATABASE_URL: pooler.urlOf("mnx"),
    DATABASE_POOLER: "transaction",
    DATABASE_LISTEN_URL: databaseUrlOf(primary, "mnx"),
    DATABASE_READ_URL: databaseUrlOf(replica, "mnx"),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "true",
    SEED_DEMO: "true",
    AUTH_RATE_LIMIT: "100000",
  };
  const servers: RunningServer[] = [];
  const steps: Step[] = [];
  try {
    for (const port of ports) servers.push(await startServer(port, dataDir, env));
    const nobody = await freePort();
    for (const count of [1, 2, 3]) {
      const targets = ports.map((port, index) => `127.0.0.1:${index < count ? port : nobody}`);
      const balancer = await startHaproxy(targets, balancerPort);
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // the health checks settle
      const token = await demoAccessToken(publicUrl, MANAGER);
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const machine = (await (await fetch(`${publicUrl}/api/v1/equipment?limit=1`, { headers })).json()) as {
        data: { equipment: { id: string }[] };
      };
      const equipmentId = machine.data.equipment[0]?.id;
      const lags: number[] = [];
      let replicaDown = 0;
      const sampler = setInterval(() => {
        void fetch(`${publicUrl}/api/v1/health`)
          .then((r) => r.json() as Promise<{ data?: { replica?: { status: string; lagMs: number | null } } }>)
          .then(
            (body) => {
              const replicaState = body.data?.replica;
              if (replicaState?.lagMs !== null && replicaState?.lagMs !== undefined)
                lags.push(replicaState.lagMs);
              if (replicaState?.status !== "ok") replicaDown++;
            },
            () => {},
          );
      }, 250);
      // Three list reads (the replica's) for each write (the primary's), as a shop's screens do.
      const result = await autocannon({
        url: publicUrl,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
        requests: [
          { method: "GET", path: "/api/v1/work-orders?limit=20" },
          { method: "GET", path: "/api/v1/work-orders/stats" },
          { method: "GET", path: "/api/v1/equipment?limit=20" },
          {
            method: "POST",
            path: "/api/v1/work-orders",
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                title: `Bench ${randomUUID()}`,
                description: "Topology bench",
                equipmentId,
              }),
            }),
          },
        ],
      });
      clearInterval(sampler);
      await balancer.stop();
      steps.push({
        servers: count,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        lagP50Ms: percentile(lags, 50),
        lagMaxMs: percentile(lags, 100),
        replicaDown,
      });
      console.log(JSON.stringify(steps.at(-1)));
    }
  } finally {
    for (const server of servers) await server.stop();
    await pooler.stop();
    await replica.destroy();
    await primary.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const one = steps[0]?.requestsPerSecond ?? 1;
  console.log(`\n${SECONDS} s per step, ${CONNECTIONS} connections, 3 list reads to 1 write\n`);
  console.log("| servers | req/s | vs one | p50 | p99 | errors | replica lag p50 / max | replica not ok |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const step of steps) {
    console.log(
      `| ${step.servers} | ${step.requestsPerSecond} | ${(step.requestsPerSecond / one).toFixed(2)}x | ${step.p50Ms} ms | ${step.p99Ms} ms | ${step.errors} | ${step.lagP50Ms ?? "-"} / ${step.lagMaxMs ?? "-"} ms | ${step.replicaDown} samples |`,
    );
  }
}

await main();
