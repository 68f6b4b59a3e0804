import type { Database } from "../../src/db/database.js";
import { DEMO_ORGANIZATION_SLUG } from "../../src/db/seed.js";

export interface CallAnswer {
  status: number;
  /** The parsed body; undefined when it is not JSON. */
  body: { success?: boolean; code?: string; data?: { workOrder?: { id?: string } } } | undefined;
  headers: Headers;
}

/** The id of the work order a create answered. */
export const workOrderIdOf = (answer: CallAnswer) => answer.body?.data?.workOrder?.id;

/** One JSON call to a server process, with a bearer token; network failures reject. */
export async function callServer(
  base: string,
  method: "GET" | "POST",
  path: string,
  options: { token?: string; body?: unknown; idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<CallAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: CallAnswer["body"];
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, headers: response.headers };
}

/** A seeded user of the demo organization, by role, and one of its machines (what a work order needs). */
export async function demoFixture(db: Database, role: string) {
  const user = await db.one<{ id: string; organizationId: string; email: string }>(
    `SELECT u.id, u.organization_id AS "organizationId", u.email FROM users u
     JOIN organizations o ON o.id = u.organization_id
     WHERE o.slug = $1 AND u.role = $2 AND u.status = 'ACTIVE' ORDER BY u.email LIMIT 1`,
    [DEMO_ORGANIZATION_SLUG, role],
  );
  const machine = await db.one<{ id: string }>(
    `SELECT e.id FROM equipment e JOIN organizations o ON o.id = e.organization_id
     WHERE o.slug = $1 ORDER BY e.equipment_number LIMIT 1`,
    [DEMO_ORGANIZATION_SLUG],
  );
  if (!user || !machine) throw new Error(`No seeded ${role} or machine`);
  return { user, machineId: machine.id };
}

/** Work orders whose title starts with `prefix`, each with its number of history lines. */
export function workOrdersTitled(db: Database, prefix: string) {
  return db.query<{ id: string; title: string; history: number }>(
    `SELECT wo.id, wo.title, (SELECT count(*) FROM work_order_history h WHERE h.work_order_id = wo.id) AS history
     FROM work_orders wo WHERE wo.title LIKE $1 || '%' ORDER BY wo.title`,
    [prefix],
  );
}
