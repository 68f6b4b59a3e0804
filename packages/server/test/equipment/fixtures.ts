import { randomBytes } from "node:crypto";
import type { Role } from "@mnx/domain";
import type { FastifyInstance, InjectOptions } from "fastify";
import pino from "pino";
import { buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/database.js";
import { authHeaders, findTestUser } from "../support/access-token.js";
import { testConfig } from "../support/test-app.js";
import { testDatabase } from "../support/test-database.js";

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
export const OTHER_ORG_MANAGER = "fleet.manager@northwind.example";

/** Calls the API as a seeded user; tokens are signed once per user and app. */
export function apiClient(app: FastifyInstance) {
  const headers = new Map<string, Promise<Record<string, string>>>();
  const headersOf = (email: string) => {
    let found = headers.get(email);
    if (!found) {
      found = authHeaders(app, email);
      headers.set(email, found);
    }
    return found;
  };
  return async (
    who: Role | string,
    method: NonNullable<InjectOptions["method"]>,
    url: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(await headersOf(ROLE_EMAILS[who as Role] ?? who)), ...extraHeaders },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
}
export type ApiClient = ReturnType<typeof apiClient>;

export const uniqueNumber = (prefix = "TST") => `${prefix}-${randomBytes(4).toString("hex").toUpperCase()}`;

export async function organizationOf(app: FastifyInstance, email = ROLE_EMAILS.FLEET_MANAGER) {
  return (await findTestUser(app, email)).organizationId;
}

/** A machine inserted straight into the table (no API), for tests that need one to change. */
export async function insertMachine(
  db: Database,
  organizationId: string,
  overrides: { status?: string; name?: string; jobSite?: string } = {},
): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO equipment (organization_id, equipment_number, name, make, status, current_job_site)
     VALUES ($1, $2, $3, 'Testmake', $4, $5) RETURNING id`,
    [
      organizationId,
      uniqueNumber(),
      overrides.name ?? "Test machine",
      overrides.status ?? "OPERATIONAL",
      overrides.jobSite ?? "Test yard",
    ],
  );
  if (!row) throw new Error("machine not inserted");
  return row.id;
}

/** A seeded active operator of the demo organization other than the demo account. */
export async function crewOperator(app: FastifyInstance, email = "carlos.mendez@summitridge.example") {
  return (await findTestUser(app, email)).id;
}

export const count = async (db: Database, sql: string, params: unknown[] = []) =>
  Number((await db.one<{ n: number }>(sql, params))?.n ?? 0);

/** A fresh machine with an ACTIVE assignment to `operatorId`, written straight into the tables. */
export async function insertActiveAssignment(db: Database, organizationId: string, operatorId: string) {
  const equipmentId = await insertMachine(db, organizationId);
  const row = await db.one<{ id: string }>(
    `INSERT INTO equipment_assignments (organization_id, equipment_id, operator_id, job_site, start_date, status)
     VALUES ($1, $2, $3, 'Test yard', now() - interval '1 day', 'ACTIVE') RETURNING id`,
    [organizationId, equipmentId, operatorId],
  );
  await db.query("UPDATE equipment SET assigned_operator_id = $2 WHERE id = $1", [equipmentId, operatorId]);
  if (!row) throw new Error("assignment not inserted");
  return { equipmentId, assignmentId: row.id };
}

/**
 * An app on the test database that records every statement it runs, to prove a list is one query per page
 * whatever its size.
 */
export async function statementCountingApp() {
  const db = await testDatabase();
  const statements: string[] = [];
  const counting: Database = {
    ...db,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
    one: (sql, params) => {
      statements.push(sql);
      return db.one(sql, params);
    },
  };
  const app = await buildApp({ config: testConfig(), db: counting, logger: pino({ level: "silent" }) });
  return { app, statements };
}

/**
 * A PENDING work order on the machine, with the history row every work order has (the seed's invariants,
 * test/db/seed.test.ts, hold for the whole shared PostgreSQL database).
 */
export async function insertWorkOrder(db: Database, organizationId: string, equipmentId: string) {
  await db.transaction(async (tx) => {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO work_orders (organization_id, title, description, status, equipment_id)
       VALUES ($1, 'Oil change', 'Routine service', 'PENDING', $2) RETURNING id`,
      [organizationId, equipmentId],
    );
    await tx.query(
      `INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status)
       VALUES ($1, $2, NULL, 'PENDING')`,
      [organizationId, row?.id],
    );
  });
}

/**
 * A throw-away third organization with one FLEET_MANAGER; answers the manager's email. Tests that write as
 * "another organization" use it, so the seeded Northwind keeps its exact figures for the other suites.
 */
export async function scratchOrganizationManager(db: Database): Promise<string> {
  const tag = randomBytes(4).toString("hex");
  const org = await db.one<{ id: string }>(
    "INSERT INTO organizations (name, slug) VALUES ($1, $2) RETURNING id",
    [`Scratch ${tag}`, `scratch-${tag}`],
  );
  const email = `manager-${tag}@scratch.example`;
  await db.query(
    `INSERT INTO users (organization_id, email, first_name, last_name, role) VALUES ($1, $2, 'Sam', 'Scratch', 'FLEET_MANAGER')`,
    [org?.id, email],
  );
  return email;
}
