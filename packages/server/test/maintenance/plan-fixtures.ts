import type { Role } from "@mnx/domain";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { signTestAccessToken } from "../support/access-token.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { uniqueNumber } from "../work-orders/fixtures.js";

/**
 * Maintenance-plan tests run in an organization of their own (one account per role), so what they make due
 * never reaches another suite's due-maintenance figures on the shared PostgreSQL database.
 */
export interface PlanOrganization {
  team: TeamOrganization;
  organizationId: string;
  call: (
    role: Role,
    method: NonNullable<InjectOptions["method"]>,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** A machine with this hour meter; with `operated`, run by the organization's operator. */
  machine: (hourMeter?: number, options?: { operated?: boolean; status?: string }) => Promise<string>;
  /** Adds a plan through the API as the shop foreman; answers it. */
  addPlan: (equipmentId: string, body: Record<string, unknown>) => Promise<PlanJson>;
  plans: (equipmentId: string, role?: Role) => Promise<PlanJson[]>;
}

export interface PlanJson {
  id: string;
  dueState: string;
  lastServiceHours: number;
  lastServiceDate: string;
  nextDueHours: number | null;
  nextDueDate: string | null;
  openWorkOrder: { id: string; status: string } | null;
  [field: string]: unknown;
}

export const plansUrl = (equipmentId: string) => `/api/v1/equipment/${equipmentId}/maintenance-plans`;

export async function createPlanOrganization(app: FastifyInstance, name: string): Promise<PlanOrganization> {
  const db = app.db;
  const team = await createTeamOrganization(db, name);
  const { organizationId } = team;
  const tokens = new Map<Role, Promise<string>>();
  const tokenOf = (role: Role) => {
    let found = tokens.get(role);
    if (!found) {
      found = signTestAccessToken(app, { id: team.ids[role], organizationId });
      tokens.set(role, found);
    }
    return found;
  };
  const call: PlanOrganization["call"] = async (role, method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await tokenOf(role)}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
  const machine: PlanOrganization["machine"] = async (hourMeter = 0, options = {}) => {
    const row = await db.one<{ id: string }>(
      `INSERT INTO equipment (organization_id, equipment_number, name, make, status, current_job_site, hour_meter)
       VALUES ($1, $2, 'Plan test machine', 'Testmake', $3, 'Plan yard', $4) RETURNING id`,
      [organizationId, uniqueNumber("PM"), options.status ?? "OPERATIONAL", hourMeter],
    );
    if (!row) throw new Error("machine not inserted");
    if (options.operated) {
      await db.query(
        `INSERT INTO equipment_assignments (organization_id, equipment_id, operator_id, job_site, start_date, status)
         VALUES ($1, $2, $3, 'Plan yard', now() - interval '1 day', 'ACTIVE')`,
        [organizationId, row.id, team.ids.OPERATOR],
      );
      await db.query("UPDATE equipment SET assigned_operator_id = $2 WHERE id = $1", [
        row.id,
        team.ids.OPERATOR,
      ]);
    }
    return row.id;
  };
  const addPlan: PlanOrganization["addPlan"] = async (equipmentId, body) => {
    const response = await call("SHOP_FOREMAN", "POST", plansUrl(equipmentId), {
      title: "Oil service",
      ...body,
    });
    if (response.statusCode !== 201) throw new Error(`add plan failed: ${response.body}`);
    return response.json().data;
  };
  const plans: PlanOrganization["plans"] = async (equipmentId, role = "SHOP_FOREMAN") => {
    const response = await call(role, "GET", plansUrl(equipmentId));
    if (response.statusCode !== 200) throw new Error(`plans failed: ${response.body}`);
    return response.json().data.plans;
  };
  return { team, organizationId, call, machine, addPlan, plans };
}
