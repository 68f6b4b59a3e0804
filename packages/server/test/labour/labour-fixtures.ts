import type { LabourChange, LabourRates, Role, WorkOrderCost, WorkOrderLabour } from "@mnx/domain";
import type { FastifyInstance } from "fastify";
import { createPartsOrganization, type PartsOrganization } from "../parts/parts-fixtures.js";

/**
 * Labour and cost tests run in an organization of their own (one account per role, see parts-fixtures.ts):
 * its rates, labour and costs are nobody else's, on either engine.
 */
export interface LabourOrganization extends PartsOrganization {
  /** Sets a role's rate (null clears it) as the shop foreman. */
  setRoleRate: (role: Role, hourlyRate: number | null) => Promise<LabourRates>;
  setUserRate: (userId: string, hourlyRate: number | null) => Promise<LabourRates>;
  /** POST /work-orders/{id}/labour as `role`, expecting `status`; answers the body. */
  record: (
    role: Role,
    workOrderId: string,
    body: Record<string, unknown>,
    status?: number,
    headers?: Record<string, string>,
  ) => Promise<{ data: LabourChange } & Record<string, unknown>>;
  labour: (workOrderId: string, role?: Role) => Promise<WorkOrderLabour>;
  cost: (workOrderId: string, role?: Role) => Promise<WorkOrderCost>;
  /** Start Work then Complete Work as the mechanic (the work order must be ASSIGNED to them). */
  startAndComplete: (workOrderId: string, complete?: Record<string, unknown>) => Promise<void>;
}

export async function createLabourOrganization(
  app: FastifyInstance,
  name: string,
): Promise<LabourOrganization> {
  const org = await createPartsOrganization(app, name);
  const rates = (url: string, hourlyRate: number | null) =>
    org.expectCall("SHOP_FOREMAN", "PUT", url, { hourlyRate }, 200).then((body) => body.data as LabourRates);
  const record: LabourOrganization["record"] = async (role, workOrderId, body, status = 201, headers) =>
    (await org.expectCall(
      role,
      "POST",
      `/api/v1/work-orders/${workOrderId}/labour`,
      body,
      status,
      headers,
    )) as {
      data: LabourChange;
    };
  const startAndComplete: LabourOrganization["startAndComplete"] = async (workOrderId, complete = {}) => {
    for (const [action, body] of [
      ["start", {}],
      ["complete", complete],
    ] as const) {
      const response = await org.call(
        "MECHANIC",
        "PATCH",
        `/api/v1/work-orders/${workOrderId}/${action}`,
        body,
      );
      if (response.statusCode !== 200) throw new Error(`${action} failed: ${response.body}`);
    }
  };
  return {
    ...org,
    setRoleRate: (role, hourlyRate) => rates(`/api/v1/labour-rates/roles/${role}`, hourlyRate),
    setUserRate: (userId, hourlyRate) => rates(`/api/v1/labour-rates/users/${userId}`, hourlyRate),
    record,
    labour: async (workOrderId, role = "SHOP_FOREMAN") =>
      (await org.expectCall(role, "GET", `/api/v1/work-orders/${workOrderId}/labour`, undefined, 200)).data,
    cost: async (workOrderId, role = "SHOP_FOREMAN") =>
      (await org.expectCall(role, "GET", `/api/v1/work-orders/${workOrderId}/cost`, undefined, 200)).data,
    startAndComplete,
  };
}
