import { randomBytes } from "node:crypto";
import { INSPECTION_CHECKLIST, type InspectionItem, type Role } from "@mnx/domain";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Database } from "../../src/db/database.js";
import { authHeaders, findTestUser } from "../support/access-token.js";

/**
 * Work-order test helpers. Tests share one database per run on PostgreSQL, so they never change the seeded
 * work orders' statuses nor add anything to the second organization: they create their own machines (straight
 * into the table) and their own work orders (through the API, so every one has its history).
 */

/** The demo organization's one account per role. */
export const ROLE_EMAILS: Readonly<Record<Role, string>> = {
  SUPER_ADMIN: "super.admin@summitridge.example",
  FLEET_MANAGER: "fleet.manager@summitridge.example",
  SHOP_FOREMAN: "shop.foreman@summitridge.example",
  FIELD_SUPERVISOR: "field.supervisor@summitridge.example",
  INSPECTOR: "inspector@summitridge.example",
  MECHANIC: "mechanic@summitridge.example",
  OPERATOR: "operator@summitridge.example",
  VIEWER: "viewer@summitridge.example",
};
export const OTHER_MECHANIC = "derek.hughes@summitridge.example";
export const CREW_OPERATOR = "carlos.mendez@summitridge.example";
export const INACTIVE_OPERATOR = "kevin.brooks@summitridge.example";
export const NORTHWIND_MANAGER = "fleet.manager@northwind.example";
export const NORTHWIND_MECHANIC = "mechanic@northwind.example";

export type Call = (
  who: Role | string,
  method: NonNullable<InjectOptions["method"]>,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** Calls the API as a seeded user (a role's demo account, or any email); one token per user. */
export function apiClient(app: FastifyInstance): Call {
  const tokens = new Map<string, Promise<Record<string, string>>>();
  const headersOf = (email: string) => {
    let found = tokens.get(email);
    if (!found) {
      found = authHeaders(app, email);
      tokens.set(email, found);
    }
    return found;
  };
  return async (who, method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(await headersOf(ROLE_EMAILS[who as Role] ?? who)), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
}

export const userId = async (app: FastifyInstance, who: Role | string) =>
  (await findTestUser(app, ROLE_EMAILS[who as Role] ?? who)).id;

export const organizationOf = async (app: FastifyInstance, who: Role | string = "FLEET_MANAGER") =>
  (await findTestUser(app, ROLE_EMAILS[who as Role] ?? who)).organizationId;

export const uniqueNumber = (prefix = "WOT") => `${prefix}-${randomBytes(4).toString("hex").toUpperCase()}`;

/** A machine of the demo organization, straight into the table. */
export async function insertMachine(
  db: Database,
  organizationId: string,
  values: { hourMeter?: number; mileage?: number; status?: string; name?: string } = {},
): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO equipment (organization_id, equipment_number, name, make, status, current_job_site,
                            hour_meter, mileage)
     VALUES ($1, $2, $3, 'Testmake', $4, 'Test yard', $5, $6) RETURNING id`,
    [
      organizationId,
      uniqueNumber(),
      values.name ?? "Test machine",
      values.status ?? "OPERATIONAL",
      values.hourMeter ?? 100,
      values.mileage ?? 0,
    ],
  );
  if (!row) throw new Error("machine not inserted");
  return row.id;
}

/** An ACTIVE assignment of the machine to the operator (and the machine's operator column with it). */
export async function assignMachine(
  db: Database,
  organizationId: string,
  equipmentId: string,
  operatorId: string,
) {
  await db.query(
    `INSERT INTO equipment_assignments (organization_id, equipment_id, operator_id, job_site, start_date, status)
     VALUES ($1, $2, $3, 'Test yard', now() - interval '1 day', 'ACTIVE')`,
    [organizationId, equipmentId, operatorId],
  );
  await db.query("UPDATE equipment SET assigned_operator_id = $2 WHERE id = $1", [equipmentId, operatorId]);
}

export const count = async (db: Database, sql: string, params: unknown[] = []) =>
  Number((await db.one<{ n: number }>(sql, params))?.n ?? 0);

export interface WorkOrderJson {
  id: string;
  status: string;
  [field: string]: unknown;
}

/** Creates a work order through the API as the shop foreman; answers it. */
export async function createOrder(call: Call, body: Record<string, unknown>): Promise<WorkOrderJson> {
  const response = await call("SHOP_FOREMAN", "POST", "/api/v1/work-orders", {
    title: "Test work order",
    description: "Created by a test",
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().data.workOrder;
}

/** A work order assigned to `mechanic` and started by them, through the API. */
export async function startedOrder(
  call: Call,
  equipmentId: string,
  mechanicId: string,
  mechanic: Role | string,
) {
  const order = await createOrder(call, { equipmentId, mechanicId });
  const started = await call(mechanic, "PATCH", `/api/v1/work-orders/${order.id}/start`, {});
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  return order;
}

/** The daily checklist with the named items needing attention ('<item> is off'), the others OK. */
export const checklistItems = (...failed: string[]): InspectionItem[] =>
  INSPECTION_CHECKLIST.map((entry) => ({
    ...entry,
    status: failed.includes(entry.item) ? "NEEDS_ATTENTION" : "OK",
    notes: failed.includes(entry.item) ? `${entry.item} is off` : "",
  }));
