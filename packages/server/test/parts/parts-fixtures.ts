import { randomBytes } from "node:crypto";
import type { Role } from "@mnx/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { createPlanOrganization, type PlanOrganization } from "../maintenance/plan-fixtures.js";

/**
 * Parts tests run in an organization of their own (one account per role): its parts, locations and stock are
 * nobody else's, on either engine.
 */
export interface PartsOrganization extends PlanOrganization {
  /** A work order on a fresh machine; past PENDING it is assigned to the organization's mechanic. */
  workOrder: (status?: "PENDING" | "ASSIGNED" | "IN_PROGRESS" | "COMPLETED" | "CANCELLED") => Promise<string>;
  /** Adds a part as the shop foreman; answers it. */
  addPart: (body?: Record<string, unknown>) => Promise<PartJson>;
  /** Adds a location as the shop foreman; answers its id. */
  addLocation: (body: Record<string, unknown>) => Promise<string>;
  /** Calls as `role` and expects `status`; answers the body's data. */
  expectCall: (
    role: Role,
    method: "GET" | "POST" | "PUT" | "PATCH",
    url: string,
    payload: unknown,
    status: number,
    headers?: Record<string, string>,
  ) => Promise<Record<string, unknown> & { data: never }>;
}

export interface PartJson {
  id: string;
  partNumber: string;
  onHand: number;
  needsCount: boolean;
  unitCost: number | null;
  stock: { locationId: string; quantity: number; needsCount: boolean }[];
  [field: string]: unknown;
}

export const uniquePartNumber = () => `PN-${randomBytes(5).toString("hex").toUpperCase()}`;

export async function createPartsOrganization(
  app: FastifyInstance,
  name: string,
): Promise<PartsOrganization> {
  const org = await createPlanOrganization(app, name);
  const db = app.db;
  const expectCall: PartsOrganization["expectCall"] = async (role, method, url, payload, status, headers) => {
    const response: LightMyRequestResponse = await org.call(role, method, url, payload, headers);
    expect(response.statusCode, `${role} ${method} ${url}: ${response.body}`).toBe(status);
    return response.json();
  };
  const workOrder: PartsOrganization["workOrder"] = async (status = "IN_PROGRESS") => {
    const equipmentId = await org.machine(0, { operated: true });
    const mechanic = status === "PENDING" ? null : org.team.ids.MECHANIC;
    const row = await db.one<{ id: string }>(
      `INSERT INTO work_orders (organization_id, title, description, status, equipment_id, equipment_operator_id,
         reported_by_id, mechanic_id, assigned_to_id, actual_start, actual_end)
       VALUES ($1, 'Parts job', 'Replace the filters', $2, $3, $4, $4, $5, $5,
               CASE WHEN $2 IN ('IN_PROGRESS', 'COMPLETED') THEN now() END,
               CASE WHEN $2 = 'COMPLETED' THEN now() END)
       RETURNING id`,
      [org.organizationId, status, equipmentId, org.team.ids.OPERATOR, mechanic],
    );
    if (!row) throw new Error("work order not inserted");
    return row.id;
  };
  const addPart: PartsOrganization["addPart"] = async (body = {}) =>
    (
      await expectCall(
        "SHOP_FOREMAN",
        "POST",
        "/api/v1/parts",
        { partNumber: uniquePartNumber(), name: "Oil filter", unit: "EACH", unitCost: 12.5, ...body },
        201,
      )
    ).data;
  const addLocation: PartsOrganization["addLocation"] = async (body) =>
    ((await expectCall("SHOP_FOREMAN", "POST", "/api/v1/stock-locations", body, 201)).data as { id: string })
      .id;
  return { ...org, workOrder, addPart, addLocation, expectCall };
}
