import {
  apiErrorSchema,
  complianceItemSchema,
  complianceQuerySchema,
  listEnvelope,
  operatorBoardQuerySchema,
  successEnvelope,
  supervisedOperatorSchema,
  supervisorOverviewSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { complianceList, operatorBoard, supervisorOverview } from "./field-supervisor-service.js";

const tags = ["field supervisor"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
/** The dashboard is the field supervisor's (part 1, 2 and 6); the server holds the same rule. */
const onRequest = requireCapability("dashboard.fieldSupervisor");

/**
 * /api/v1/field-supervisor: what the field supervisor dashboard shows beyond the shared calls, one call per
 * tab (docs/decisions/016-field-supervisor.md). The Equipment Assignments tab reads GET /equipment.
 */
export const fieldSupervisorModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/overview",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Total, assigned and unassigned machines; total operators and active operators (with an ACTIVE assignment)",
        response: { 200: successEnvelope(supervisorOverviewSchema), ...denied },
      },
    },
    async (request) => ({ success: true as const, data: await supervisorOverview(app.db, request.user) }),
  );

  app.get(
    "/operators",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Operators by name (20 a page), each with the machines of their ACTIVE assignments",
        querystring: operatorBoardQuerySchema,
        response: {
          200: listEnvelope("operators", supervisedOperatorSchema),
          400: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await operatorBoard(app.db, request.user, request.query),
    }),
  );

  app.get(
    "/compliance",
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "The daily inspections behind a compliance figure: pending today, missed (last 7 days) or completed today, with what they found",
        querystring: complianceQuerySchema,
        response: { 200: listEnvelope("items", complianceItemSchema), 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      data: await complianceList(app.db, request.user, request.query),
    }),
  );
};
