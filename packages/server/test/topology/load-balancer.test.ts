import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.js";
import { createPostgresDatabase } from "../../src/db/postgres.js";
import { callServer, demoFixture, workOrdersTitled } from "../processes/calls.js";
import { signAccessTokenOn } from "../support/access-token.js";
import { type Balancer, haproxyAvailable, startHaproxy } from "../support/haproxy.js";
import { openLiveStream } from "../support/live-stream.js";
import { type Pooler, pgbouncerAvailable, startPgbouncer } from "../support/pgbouncer.js";
import {
  databaseUrlOf,
  type PrivatePostgres,
  privatePostgresAvailable,
  startPrivatePostgres,
  startStreamingReplica,
} from "../support/private-postgres.js";
import { freePort, type ServerProcess, startServerProcess } from "../support/server-process.js";
import { onEngine } from "../support/test-app.js";
import { failed, failuresBetween, startBalancedLoad } from "./balanced-load.js";

/** The address the servers answer for, as behind the balancer (PUBLIC_URL): the tokens' issuer. */
const PUBLIC_URL = "http://fleet.example.test";
/** Longer than two of the balancer's health checks (deploy/haproxy.cfg: every 500 ms, down after 2). */
const DRAIN_MS = 2_000;
const CLIENTS = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Three servers behind the repository's HAProxy configuration, their pools through PgBouncer in transaction
 * mode (deploy/pgbouncer.ini), their LISTEN connections straight to the primary and their lists read from a
 * streaming replica (docs/decisions/045), under
 * a bounded load of writes and reads: a rolling restart (SIGTERM, drain, start again) fails no request; a
 * crash (SIGKILL) fails only the calls the dead server held, and loses no acknowledged write; the replica
 * stopped and started fails no call.
 */
describe.runIf(
  process.env.TEST_DB === "postgres" &&
    haproxyAvailable() &&
    pgbouncerAvailable() &&
    privatePostgresAvailable(),
)(onEngine("three servers behind a load balancer"), () => {
  let primary: PrivatePostgres;
  let replica: PrivatePostgres;
  let db: Database;
  let ports: number[];
  const servers: ServerProcess[] = [];
  let balancer: Balancer;
  let pooler: Pooler;
  const env = () => ({
    DATABASE_URL: pooler.urlOf("mnx"),
    DATABASE_POOLER: "transaction",
    DATABASE_LISTEN_URL: databaseUrlOf(primary, "mnx"),
    DATABASE_READ_URL: databaseUrlOf(replica, "mnx"),
    PUBLIC_URL,
    SEED_DEMO: "true",
    TRUST_PROXY: "true",
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  });
  const server = (index: number) => {
    const found = servers[index];
    if (!found) throw new Error(`No server ${index + 1}`);
    return found;
  };
  const start = async (index: number) => {
    servers[index] = await startServerProcess(env(), "src/main.ts", ports[index]);
    await server(index).ready();
  };
  /** Until the balancer has checked the server back in (two good checks). */
  const backInRotation = () => sleep(1_500);

  beforeAll(async () => {
    primary = await startPrivatePostgres();
    const admin = createPostgresDatabase(primary.url, { max: 1, searchPoolSize: 0 });
    await admin.exec("CREATE DATABASE mnx");
    await admin.close();
    replica = await startStreamingReplica(primary.url);
    db = createPostgresDatabase(databaseUrlOf(primary, "mnx"), { max: 2, searchPoolSize: 0 });
    pooler = await startPgbouncer(new URL(primary.url));
    ports = [await freePort(), await freePort(), await freePort()];
    await start(0); // migrates and seeds
    await Promise.all([start(1), start(2)]);
    balancer = await startHaproxy(ports.map((port) => `127.0.0.1:${port}`));
    await backInRotation();
  }, 240_000);
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(servers.map((server) => server?.kill("SIGTERM")));
    await pooler?.stop();
    await db?.close();
    await replica?.destroy();
    await primary?.destroy();
  });

  it("a rolling restart loses no request; a crash fails only its calls in flight and loses no acknowledged write", async () => {
    const { user, machineId } = await demoFixture(db, "FLEET_MANAGER");
    const token = await signAccessTokenOn(db, PUBLIC_URL, user);
    const prefix = `topology-${randomBytes(3).toString("hex")}`;
    const load = startBalancedLoad(balancer.url, { token, machineId, prefix, clients: CLIENTS });
    await sleep(2_000);

    // (1) A rolling restart of server 1: SIGTERM, it drains and exits 0, it is started again.
    const stopped = Date.now();
    await server(0).kill("SIGTERM");
    expect(server(0).exitCode(), server(0).output()).toBe(0);
    await start(0);
    await backInRotation();
    const restarted = Date.now();

    // (2) Server 2 crashes (SIGKILL) and comes back. The window opens as the signal is sent: a call the dead
    // server held may be answered (re-sent by the balancer) before this process hears of the exit.
    const killed = Date.now();
    await server(1).kill("SIGKILL");
    await sleep(3_000);
    await start(1);
    await backInRotation();
    const recovered = Date.now();

    // (3) The read replica stops and starts again under the load: reads go to the primary meanwhile.
    const replicaHealth = async () =>
      (
        (await callServer(balancer.url, "GET", "/api/v1/health")).body?.data as {
          replica?: { status: string };
        }
      )?.replica?.status;
    expect(await replicaHealth()).toBe("ok");
    const replicaStopped = Date.now();
    await replica.stop();
    await sleep(2_000);
    expect(await replicaHealth()).toBe("down");
    await replica.start();
    for (let waited = 0; (await replicaHealth()) !== "ok" && waited < 30_000; waited += 250) await sleep(250);
    expect(await replicaHealth()).toBe("ok");
    await sleep(1_000);
    const replicaBack = Date.now();
    await load.stop();

    const calls = load.calls;
    const rolling = failuresBetween(calls, stopped, restarted);
    const crash = failuresBetween(calls, killed, recovered);
    const during = (from: number, to: number) => calls.filter((c) => c.at >= from && c.at <= to).length;
    console.info(
      `topology: ${calls.length} calls by ${CLIENTS} clients; rolling restart: ${during(stopped, restarted)} calls, ` +
        `${rolling.length} failed; SIGKILL: ${during(killed, recovered)} calls, ${crash.length} failed ` +
        `(${crash.map((c) => `${c.kind} ${c.code ?? c.status}`).join(", ") || "none"})`,
    );
    const replicaCalls = failuresBetween(calls, replicaStopped, replicaBack);
    console.info(
      `topology: replica stopped and started: ${during(replicaStopped, replicaBack)} calls, ${replicaCalls.length} failed`,
    );
    expect(rolling).toEqual([]);
    expect(replicaCalls).toEqual([]);
    expect(calls.filter((c) => c.at < stopped || (c.at > restarted && c.at < killed)).filter(failed)).toEqual(
      [],
    );

    // A write whose answer was lost (a network error or a 5xx) is sent again with its key, as the app's
    // offline queue does: then it is answered, or known applied. One whose key the dead server held
    // (IDEMPOTENCY_IN_PROGRESS, for 2 minutes) may or may not have been applied, once at most.
    const writes = calls.filter((c) => c.kind === "write");
    expect(
      writes.filter((c) => c.status !== 201 && !failed(c)),
      "writes refused",
    ).toEqual([]);
    const keyOf = (c: (typeof writes)[number]) => c.key as string;
    const applied = writes.filter((c) => c.status === 201 || c.code === "IDEMPOTENCY_KEY_APPLIED").map(keyOf);
    const pending = writes.filter((c) => c.code === "IDEMPOTENCY_IN_PROGRESS").map(keyOf);
    const lost = writes.filter((c) => failed(c) && !c.code?.startsWith("IDEMPOTENCY_")).map(keyOf);
    for (const key of lost) {
      const again = await callServer(balancer.url, "POST", "/api/v1/work-orders", {
        token,
        idempotencyKey: key,
        body: { title: key, description: "Topology load", equipmentId: machineId },
      });
      const answered = again.status === 201 || again.body?.code === "IDEMPOTENCY_KEY_APPLIED";
      expect(answered, JSON.stringify(again.body)).toBe(true);
    }
    const titles = (await workOrdersTitled(db, prefix)).map((row) => row.title);
    expect(new Set(titles).size, "no write twice").toBe(titles.length);
    const known = new Set([...applied, ...lost, ...pending]);
    expect(
      titles.filter((title) => !known.has(title)),
      "rows of no write",
    ).toEqual([]);
    const present = new Set(titles);
    expect(
      [...applied, ...lost].filter((key) => !present.has(key)),
      "acknowledged writes missing",
    ).toEqual([]);
    // Each acknowledged write was read back at once through the balancer (whichever server answered).
    expect(calls.filter((c) => c.kind === "read-own-write" && c.status !== 200 && !failed(c))).toEqual([]);
  }, 300_000);

  it("a live screen's event stream passes through the balancer and hears a change made through it", async () => {
    const manager = await demoFixture(db, "FLEET_MANAGER");
    const foreman = await demoFixture(db, "SHOP_FOREMAN");
    const stream = await openLiveStream(balancer.url, await signAccessTokenOn(db, PUBLIC_URL, foreman.user));
    try {
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === "ready");
      const title = `topology-live-${randomBytes(3).toString("hex")}`;
      const written = await callServer(balancer.url, "POST", "/api/v1/work-orders", {
        token: await signAccessTokenOn(db, PUBLIC_URL, manager.user),
        idempotencyKey: title,
        body: { title, description: "Live through the balancer", equipmentId: manager.machineId },
      });
      expect(written.status).toBe(201);
      await stream.next((event) => event.event === "change", 5_000);
    } finally {
      stream.close();
    }
  });
});
