import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "../../src/db/migrate.js";
import { signAccessTokenOn } from "../support/access-token.js";
import { alternating, signIn } from "../support/demo-sign-in.js";
import { overHttp } from "../support/http-servers.js";
import { createScratchDatabase } from "../support/scratch-database.js";
import { type ServerProcess, startServerProcess } from "../support/server-process.js";
import { onEngine } from "../support/test-app.js";
import { callServer, demoFixture, workOrderIdOf, workOrdersTitled } from "./calls.js";

/** The address both servers answer for, as behind a load balancer (PUBLIC_URL); nothing listens there. */
const PUBLIC_URL = "http://fleet.example.test";
const RATE_LIMIT = 6;

/** What each server's start-up log says it did: `key` of its 'database migrated' / 'demo data seeded' lines. */
function loggedLists(output: string, message: string, key: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.includes(`"msg":"${message}"`))
    .flatMap((line) => (JSON.parse(line) as Record<string, string[]>)[key] ?? []);
}

describe.runIf(process.env.TEST_DB === "postgres")(
  onEngine("two server processes on one PostgreSQL database"),
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let a: ServerProcess;
    let b: ServerProcess;
    beforeAll(async () => {
      scratch = await createScratchDatabase();
      const env = {
        DATABASE_URL: scratch.url ?? "",
        PUBLIC_URL,
        SEED_DEMO: "true",
        LOG_LEVEL: "info",
        AUTH_RATE_LIMIT: String(RATE_LIMIT),
      };
      // Both start at the same moment on the empty database: both migrate and seed it.
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      await Promise.all([a.ready(), b.ready()]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.kill("SIGTERM"), b?.kill("SIGTERM")]);
      await scratch?.drop();
    });

    it("started together on an empty database: each migration and each organization applied once", async () => {
      const migrated = [a, b].flatMap((server) =>
        loggedLists(server.output(), "database migrated", "applied"),
      );
      expect(migrated.sort()).toEqual(readMigrations().map((m) => m.name));
      const seeded = [a, b].flatMap((server) => loggedLists(server.output(), "demo data seeded", "seeded"));
      expect(seeded.sort()).toEqual(["demo", "northwind"]);
      const recorded = await scratch.db.query("SELECT version FROM schema_migrations");
      expect(recorded).toHaveLength(readMigrations().length);
    });

    it("a sign-in whose every step goes to the other server works (the demo provider's records are shared)", async () => {
      const { user } = await demoFixture(scratch.db, "FLEET_MANAGER");
      const loadBalancer = alternating(overHttp(PUBLIC_URL, a.url), overHttp(PUBLIC_URL, b.url));
      const session = await signIn(loadBalancer, user.email);
      expect(session.user.email).toBe(user.email);
      for (const server of [a, b]) {
        const profile = await callServer(server.url, "GET", "/api/v1/auth/profile", {
          token: session.accessToken,
        });
        expect(profile.status).toBe(200);
      }
    });

    it("counts the sign-in rate limit across both servers", async () => {
      const statuses: number[] = [];
      for (let call = 0; call <= RATE_LIMIT; call++) {
        const server = call % 2 === 0 ? a : b;
        const answer = await callServer(server.url, "POST", "/api/v1/auth/refresh", {
          body: { refreshToken: "not-a-refresh-token" },
        });
        statuses.push(answer.status);
        if (call === RATE_LIMIT) {
          // Server A has seen 4 of these 7 calls, under its limit of 6 on its own: the count is shared.
          expect(answer.body).toMatchObject({ success: false, code: "RATE_LIMITED" });
          expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
        }
      }
      expect(statuses.slice(0, RATE_LIMIT).filter((status) => status === 429)).toEqual([]);
      expect(statuses[RATE_LIMIT]).toBe(429);
    });

    it("an Idempotency-Key replayed to the other server answers the first result and writes nothing twice", async () => {
      const { user, machineId } = await demoFixture(scratch.db, "FLEET_MANAGER");
      const token = await signAccessTokenOn(scratch.db, PUBLIC_URL, user);
      const request = {
        token,
        idempotencyKey: "two-servers-replay-1",
        body: {
          title: "two-servers replay",
          description: "Sent to A, then again to B",
          equipmentId: machineId,
        },
      };
      const first = await callServer(a.url, "POST", "/api/v1/work-orders", request);
      expect(first.status).toBe(201);
      const again = await callServer(b.url, "POST", "/api/v1/work-orders", request);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body).toEqual(first.body);
      const rows = await workOrdersTitled(scratch.db, "two-servers replay");
      expect(rows).toEqual([{ id: workOrderIdOf(first), title: "two-servers replay", history: 1 }]);
    });

    it("a logout on one server is refused by the other at once (ten times over)", async () => {
      const { user } = await demoFixture(scratch.db, "MECHANIC");
      for (let round = 0; round < 10; round++) {
        const token = await signAccessTokenOn(scratch.db, PUBLIC_URL, user);
        const [out, other] = round % 2 === 0 ? [a, b] : [b, a];
        // Twice on the other server: the second answer comes from its session cache.
        for (let i = 0; i < 2; i++)
          expect((await callServer(other.url, "GET", "/api/v1/auth/profile", { token })).status).toBe(200);
        expect((await callServer(out.url, "POST", "/api/v1/auth/logout", { token })).status).toBe(200);
        const refused = await callServer(other.url, "GET", "/api/v1/auth/profile", { token });
        expect(refused.status, `round ${round}`).toBe(401);
        expect(refused.body).toMatchObject({ success: false, code: "INVALID_TOKEN" });
      }
    });
  },
);
