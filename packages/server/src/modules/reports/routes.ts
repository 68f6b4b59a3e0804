import { apiErrorSchema, can, reportQuerySchema, reportSchema, successEnvelope } from "@mnx/domain";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCapability } from "../../plugins/auth.js";
import { reportCsv, reportFileName } from "./report-csv.js";
import { buildReport } from "./report-service.js";

const tags = ["reports"];
const security = [{ bearerAuth: [] }];
const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The caller's organization, as the session found it (no extra query), and whether they see costs. */
const organizationOf = (request: FastifyRequest) => ({
  id: request.user.organizationId,
  name: request.session.organization_name,
  showsCosts: can(request.user.role, "costs.view"),
});

/** /api/v1/reports: the Reports page (manager level, part 2, 6) and its CSV export, for the chosen period. */
export const reportsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "",
    {
      onRequest: requireCapability("reports.view"),
      schema: {
        tags,
        security,
        summary:
          "The Reports page's figures for a period (7d, 30d, 90d, 1y; default 30d): key indicators, the work-order, equipment and team cards, the charts' series, and the costs (parts, labour, per machine and engine hour, top machines and parts, stock value; null for a role that sees no costs)",
        querystring: reportQuerySchema,
        response: { 200: successEnvelope(reportSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: await buildReport(await request.readDb(), organizationOf(request), request.query.period),
    }),
  );

  app.get(
    "/export",
    {
      onRequest: requireCapability("reports.view"),
      schema: {
        tags,
        security,
        summary:
          "The same report as a CSV file (text/csv, UTF-8; Section, Item, Value), named after the organization, the period and its last day",
        querystring: reportQuerySchema,
        // Sent as text/csv, never serialized as JSON (Fastify serializes only JSON content types).
        response: { 200: z.string().describe("The CSV file"), ...refused },
      },
    },
    async (request, reply) => {
      const report = await buildReport(await request.readDb(), organizationOf(request), request.query.period);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${reportFileName(report)}"`)
        .header("cache-control", "no-store")
        .send(reportCsv(report));
    },
  );
};
