import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.js";
import { createPostgresDatabase } from "../../src/db/postgres.js";
import { signAccessTokenOn } from "../support/access-token.js";
import {
  type PrivatePostgres,
  privatePostgresAvailable,
  startPrivatePostgres,
} from "../support/private-postgres.js";
import { type ServerProcess, startServerProcess } from "../support/server-process.js";
import { onEngine } from "../support/test-app.js";
import { type CallAnswer, callServer, demoFixture } from "./calls.js";

const PUBLIC_URL = "http://outage.example.test";
const CLIENTS = 4;
/** The codes a 503 may carry while the database is away. */
const DATABASE_CODES = ["DATABASE_UNAVAILABLE", "DATABASE_BUSY", "DATABASE_TIMEOUT"];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome =
  | { phase: string; status: number; code: string | undefined }
  | { phase: string; failed: string };

describe.runIf(process.env.TEST_DB === "postgres" && privatePostgresAvailable())(
  onEngine("PostgreSQL stopped under load and started again"),
  () => {
    let postgres: PrivatePostgres;
    let db: Database;
    let server: ServerProcess;
    let token: string;
    let machineId: string;
    beforeAll(async () => {
      // A cluster of this test's own: stopping the shared one would break everyone else's tests.
      postgres = await startPrivatePostgres();
      const admin = createPostgresDatabase(postgres.url, { max: 1 });
      await admin.exec("CREATE DATABASE mnx_outage");
      await admin.close();
      const url = postgres.url.replace(/\/postgres$/, "/mnx_outage");
      server = await startServerProcess({ DATABASE_URL: url, PUBLIC_URL, SEED_DEMO: "true" });
      await server.ready();
      db = createPostgresDatabase(url, { max: 1 });
      const fixture = await demoFixture(db, "SHOP_FOREMAN");
      machineId = fixture.machineId;
      token = await signAccessTokenOn(db, PUBLIC_URL, fixture.user);
      // The test's own connection must not be what keeps anything alive: it is closed before the stop.
      await db.close();
    }, 180_000);
    afterAll(async () => {
      await server?.kill("SIGKILL");
      await postgres?.destroy();
    });

    it("answers 503 with a code while it is stopped, and recovers by itself once it is back", async () => {
      let phase = "before";
      let stop = false;
      const outcomes: Outcome[] = [];
      /** 'down' for a call made and answered while the database was down; 'before->stopping' across two. */
      const during = (started: string) => (started === phase ? started : `${started}->${phase}`);
      const client = async (clientId: number) => {
        for (let i = 0; !stop; i++) {
          const at = phase;
          const write = i % 2 === 1;
          try {
            const answer: CallAnswer = write
              ? await callServer(server.url, "POST", "/api/v1/work-orders", {
                  token,
                  idempotencyKey: `outage-${clientId}-${i}`,
                  body: {
                    title: `outage ${clientId}-${i}`,
                    description: "Under load",
                    equipmentId: machineId,
                  },
                })
              : await callServer(server.url, "GET", "/api/v1/work-orders?limit=5", { token });
            outcomes.push({ phase: during(at), status: answer.status, code: answer.body?.code });
          } catch (error) {
            outcomes.push({ phase: during(at), failed: String(error) });
          }
          await sleep(20);
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, clientId) => client(clientId));

      await sleep(1_000);
      phase = "stopping";
      await postgres.stop();
      phase = "down";
      await sleep(2_000);
      const health = await callServer(server.url, "GET", "/api/v1/health");
      phase = "starting";
      await postgres.start();
      phase = "back";
      // By itself: the same process, no restart, its pool and its LISTEN connection find the database again.
      const deadline = Date.now() + 30_000;
      let recovered = false;
      while (!recovered && Date.now() < deadline) {
        await sleep(250);
        recovered = outcomes
          .slice(-CLIENTS * 2)
          .every((o) => "status" in o && o.phase === "back" && o.status < 300);
      }
      stop = true;
      await Promise.all(clients);

      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ success: false, code: "DATABASE_UNAVAILABLE" });
      const at = (name: string) => outcomes.filter((o) => o.phase === name);
      expect(at("before").length).toBeGreaterThan(0);
      expect(at("before").filter((o) => !("status" in o) || o.status >= 300)).toEqual([]);
      // Every answer at any time: a success, or 503 with one of the database's codes; never a 500, never a
      // dropped connection or a call left hanging.
      const wrong = outcomes.filter(
        (o) =>
          !("status" in o) ||
          (o.status >= 300 && !(o.status === 503 && DATABASE_CODES.includes(o.code ?? ""))),
      );
      expect(wrong).toEqual([]);
      expect(at("down").length).toBeGreaterThan(0);
      expect(at("down").filter((o) => !("status" in o) || o.code !== "DATABASE_UNAVAILABLE")).toEqual([]);
      expect(recovered).toBe(true);
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();
      const after = await callServer(server.url, "GET", "/api/v1/health");
      expect(after.status).toBe(200);
    }, 120_000);
  },
);
