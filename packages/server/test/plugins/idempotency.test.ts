import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../src/errors.js";
import { authenticate } from "../../src/plugins/auth.js";
import { authHeaders } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("Idempotency-Key"), () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let gate: Promise<void> | undefined;
  let failNext = false;
  /** The next call writes in a transaction, then fails as a server dying before its answer is stored would. */
  let dieAfterCommit = false;
  /** The next call's transaction writes, then rolls back. */
  let rollBack = false;
  const writes = async (label: string) =>
    (
      await t.db.one<{ n: number }>("SELECT count(*) AS n FROM test_idempotent_writes WHERE label = $1", [
        label,
      ])
    )?.n;

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.exec(
      "CREATE TABLE IF NOT EXISTS test_idempotent_writes (id serial PRIMARY KEY, label text NOT NULL)",
    );
    // A test-only write: one row per applied call.
    t.app.post(
      "/api/v1/test/writes",
      { preHandler: authenticate, schema: { body: z.object({ label: z.string() }) } },
      async (request, reply) => {
        const { label } = request.body as { label: string };
        if (gate) await gate;
        if (failNext) {
          failNext = false;
          throw new AppError("CONFLICT", "Not now", 409);
        }
        if (dieAfterCommit || rollBack) {
          const roll = rollBack;
          dieAfterCommit = false;
          rollBack = false;
          await t.db
            .transaction(async (tx) => {
              await tx.query("INSERT INTO test_idempotent_writes (label) VALUES ($1)", [label]);
              if (roll) throw new Error("rolled back");
            })
            .catch(() => {});
          throw new Error("the answer is lost");
        }
        const row = await t.db.one<{ id: number }>(
          "INSERT INTO test_idempotent_writes (label) VALUES ($1) RETURNING id",
          [label],
        );
        return reply.code(201).send({ success: true, data: { id: row?.id, label } });
      },
    );
    t.app.put("/api/v1/test/writes", { preHandler: authenticate }, async () => ({ success: true }));
    headers = await authHeaders(t.app, "shop.foreman@summitridge.example");
  });
  afterAll(async () => {
    await t.db.exec("DROP TABLE IF EXISTS test_idempotent_writes");
    await t.close();
  });

  const post = (key: string | undefined, label: string, who = headers) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/test/writes",
      headers: { ...who, ...(key === undefined ? {} : { "idempotency-key": key }) },
      payload: { label },
    });

  it("answers the first answer again and applies the write once", async () => {
    const first = await post("key-replay", "replay");
    expect(first.statusCode).toBe(201);
    const again = await post("key-replay", "replay");
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await writes("replay")).toBe(1);
  });

  it("refuses the same key for a different body or route with 422", async () => {
    await post("key-reuse", "reuse");
    const otherBody = await post("key-reuse", "something else");
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_REUSED" });
    const otherRoute = await t.app.inject({
      method: "PUT",
      url: "/api/v1/test/writes",
      headers: { ...headers, "idempotency-key": "key-reuse" },
      payload: { label: "reuse" },
    });
    expect(otherRoute.statusCode).toBe(422);
    expect(await writes("something else")).toBe(0);
  });

  it("answers 409 to a concurrent duplicate while the first is still running", async () => {
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const first = post("key-concurrent", "concurrent");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const duplicate = await post("key-concurrent", "concurrent");
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ success: false, code: "IDEMPOTENCY_IN_PROGRESS" });
    gate = undefined;
    open();
    expect((await first).statusCode).toBe(201);
    expect((await post("key-concurrent", "concurrent")).headers["idempotent-replayed"]).toBe("true");
    expect(await writes("concurrent")).toBe(1);
  });

  it("frees the key when the call failed, so a retry applies", async () => {
    failNext = true;
    expect((await post("key-failed", "failed")).statusCode).toBe(409);
    const retry = await post("key-failed", "failed");
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    expect(await writes("failed")).toBe(1);
  });

  it("never applies again a write that committed when its answer was lost, even once the key looks abandoned", async () => {
    dieAfterCommit = true;
    expect((await post("key-lost-answer", "lost answer")).statusCode).toBe(500);
    expect(await writes("lost answer")).toBe(1);
    const retry = await post("key-lost-answer", "lost answer");
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_APPLIED" });
    // A pending key is given up after 2 minutes, unless its write was applied.
    await t.db.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '3 minutes' WHERE key = 'key-lost-answer'",
    );
    expect((await post("key-lost-answer", "lost answer")).statusCode).toBe(409);
    expect(await writes("lost answer")).toBe(1);
  });

  it("frees the key when the call's transaction rolled back, so a retry applies", async () => {
    rollBack = true;
    expect((await post("key-rolled-back", "rolled back")).statusCode).toBe(500);
    expect(await writes("rolled back")).toBe(0);
    expect((await post("key-rolled-back", "rolled back")).statusCode).toBe(201);
    expect(await writes("rolled back")).toBe(1);
  });

  it("scopes keys per user, ignores calls without a key, and checks the key's length", async () => {
    const other = await authHeaders(t.app, "fleet.manager@summitridge.example");
    await post("key-shared", "per-user");
    await post("key-shared", "per-user", other);
    expect(await writes("per-user")).toBe(2);
    await post(undefined, "no-key");
    await post(undefined, "no-key");
    expect(await writes("no-key")).toBe(2);
    const tooLong = await post("k".repeat(201), "too-long");
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });

  it("stores nothing for calls that are not signed in", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/v1/test/writes",
      headers: { "idempotency-key": "key-anonymous" },
      payload: { label: "anonymous" },
    });
    expect(anonymous.statusCode).toBe(401);
    const stored = await t.db.one<{ n: number }>(
      "SELECT count(*) AS n FROM idempotency_keys WHERE key = 'key-anonymous'",
    );
    expect(stored?.n).toBe(0);
  });
});
