import {
  apiErrorSchema,
  defectIdParamsSchema,
  idParamsSchema,
  inspectionRecordQuerySchema,
  listEnvelope,
  machineInspectionListQuerySchema,
  machineInspectionSchema,
  signatureListSchema,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { documentLocale } from "../../i18n/language.js";
import { requireCapability } from "../../plugins/auth.js";
import { listMachineInspectionsFor } from "./machine-inspection-service.js";
import {
  inspectionReport,
  listDefectSignaturesFor,
  listInspectionSignaturesFor,
  machineInspectionRecord,
} from "./record-service.js";

const tags = ["records"];
const security = [{ bearerAuth: [] }];
const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The inspection record (docs/decisions/043-signatures-and-the-record.md): the signatures of an inspection and
 * its defects, the inspection report as a PDF, and a machine's inspections and defects for a period (CSV, PDF)
 * for an auditor. Another organization's answers 404.
 */
export const recordsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/inspections/:id/signatures",
    {
      onRequest: requireCapability("signatures.view"),
      schema: {
        tags,
        security,
        summary:
          "The signatures of an inspection (the operator's) and of its defects' certification and acknowledgement, in signing order",
        params: idParamsSchema,
        response: { 200: successEnvelope(signatureListSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: { signatures: await listInspectionSignaturesFor(app.db, request.user, request.params.id) },
    }),
  );

  app.get(
    "/defects/:id/signatures",
    {
      onRequest: requireCapability("signatures.view"),
      schema: {
        tags,
        security,
        summary: "A defect's signatures: the repair's certification and the next operator's acknowledgement",
        params: defectIdParamsSchema,
        response: { 200: successEnvelope(signatureListSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: { signatures: await listDefectSignaturesFor(app.db, request.user, request.params.id) },
    }),
  );

  app.get(
    "/inspections/:id/report.pdf",
    {
      onRequest: requireCapability("records.inspectionReport"),
      schema: {
        tags,
        security,
        summary:
          "The inspection report as a PDF (application/pdf): the machine, the checklist, each item and result, the hour meter, defects, and every signature drawn with its signer's name and time",
        params: idParamsSchema,
        response: refused,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await inspectionReport(
        app.db,
        app.photoStorage,
        request.user,
        request.params.id,
        documentLocale(request),
      );
      // The file itself: the typed reply knows only the documented JSON refusals.
      return (reply as FastifyReply)
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );

  app.get(
    "/equipment/:id/inspections",
    {
      onRequest: requireCapability("records.machineInspections"),
      schema: {
        tags,
        security,
        summary:
          "A machine's inspections, newest day first: who did each, the defects it opened and whether it was signed (its report: GET /inspections/{id}/report.pdf)",
        params: idParamsSchema,
        querystring: machineInspectionListQuerySchema,
        response: { 200: listEnvelope("inspections", machineInspectionSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMachineInspectionsFor(
        await request.readDb(),
        request.user,
        request.params.id,
        request.query,
      ),
    }),
  );

  app.get(
    "/equipment/:id/inspection-record",
    {
      onRequest: requireCapability("records.export"),
      schema: {
        tags,
        security,
        summary:
          "A machine's inspections and defects for a period (from, to: days; at most ten years) for an auditor, as CSV (default) or PDF (format=pdf); SHOP_FOREMAN and up",
        params: idParamsSchema,
        querystring: inspectionRecordQuerySchema,
        response: refused,
      },
    },
    async (request, reply) => {
      const file = await machineInspectionRecord(
        app.db,
        request.user,
        request.params.id,
        request.query,
        documentLocale(request),
      );
      return (reply as FastifyReply)
        .type(file.type)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
};
