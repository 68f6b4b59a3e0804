import {
  addMeterSchema,
  apiErrorSchema,
  heldReadingsQuerySchema,
  idParamsSchema,
  listEnvelope,
  METER_MESSAGES,
  machineMetersSchema,
  messageEnvelope,
  meterImportResultSchema,
  meterImportSchema,
  meterReadingBatchResultSchema,
  meterReadingBatchSchema,
  meterReadingSchema,
  meterReadingsQuerySchema,
  meterSchema,
  readingReviewSchema,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { addMeter, listHeldReadings, listMachineMeters, listMachineReadings } from "./meter-service.js";
import { recordReadingBatch } from "./reading-batch-service.js";
import { importReadings } from "./reading-import-service.js";
import { reviewReading } from "./reading-review-service.js";

const tags = ["meters"];
const security = [{ bearerAuth: [] }];
const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Meters and readings (docs/decisions/041): a machine's meters and readings (read with the machine), readings
 * from integrators, the review of held readings and the CSV import (SHOP_FOREMAN and up).
 */
export const metersModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/equipment/:id/meters",
    {
      onRequest: requireCapability("equipment.view"),
      schema: {
        tags,
        security,
        summary:
          "The machine's meters (engine hours, odometer...) as last read, and its engine hours per day",
        params: idParamsSchema,
        response: { 200: successEnvelope(machineMetersSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMachineMeters(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "/equipment/:id/meters",
    {
      onRequest: requireCapability("meters.record"),
      schema: {
        tags,
        security,
        summary: "Add a meter to the machine (PTO hours, idle hours, an odometer); it reads 0 until read",
        params: idParamsSchema,
        body: addMeterSchema,
        response: { 201: messageEnvelope(meterSchema), ...refused, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await addMeter(app.db, request.user, request.params.id, request.body),
        message: METER_MESSAGES.meterAdded,
      }),
  );

  app.get(
    "/equipment/:id/meter-readings",
    {
      onRequest: requireCapability("equipment.view"),
      schema: {
        tags,
        security,
        summary: "The machine's meter readings, latest taken first: accepted, held, rejected and refused",
        params: idParamsSchema,
        querystring: meterReadingsQuerySchema,
        response: { 200: listEnvelope("readings", meterReadingSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMachineReadings(await request.readDb(), request.user, request.params.id, request.query),
    }),
  );

  app.post(
    "/meter-readings",
    {
      onRequest: requireCapability("meters.record"),
      schema: {
        tags,
        security,
        summary:
          "Readings from an integrator (up to 500): each judged in order and answered with its verdict; idempotent with Idempotency-Key",
        body: meterReadingBatchSchema,
        response: { 200: successEnvelope(meterReadingBatchResultSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordReadingBatch(app.db, request.user, request.body),
    }),
  );

  app.get(
    "/meter-readings/held",
    {
      onRequest: requireCapability("meters.review"),
      schema: {
        tags,
        security,
        summary: "The organization's readings held for review (implausible jumps), latest first",
        querystring: heldReadingsQuerySchema,
        response: { 200: listEnvelope("readings", meterReadingSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listHeldReadings(await request.readDb(), request.user, request.query),
    }),
  );

  app.post(
    "/meter-readings/:id/review",
    {
      onRequest: requireCapability("meters.review"),
      schema: {
        tags,
        security,
        summary: "Accept a held reading (it counts, and moves the meter when latest) or reject it",
        params: idParamsSchema,
        body: readingReviewSchema,
        response: { 200: messageEnvelope(meterReadingSchema), ...refused, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviewReading(app.db, request.user, request.params.id, request.body),
      message: request.body.decision === "ACCEPT" ? METER_MESSAGES.accepted : METER_MESSAGES.rejected,
    }),
  );

  app.post(
    "/meter-readings/import/preview",
    {
      onRequest: requireCapability("meters.import"),
      schema: {
        tags,
        security,
        summary:
          "Judge a CSV of readings (machine number or serial, meter, value, time) row by row; writes nothing",
        body: meterImportSchema,
        response: { 200: successEnvelope(meterImportResultSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: await importReadings(app.db, request.user, request.body, "preview"),
    }),
  );

  app.post(
    "/meter-readings/import",
    {
      onRequest: requireCapability("meters.import"),
      schema: {
        tags,
        security,
        summary: "Import a CSV of readings: every row or none (400 with each row's error)",
        body: meterImportSchema,
        response: { 200: messageEnvelope(meterImportResultSchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: await importReadings(app.db, request.user, request.body, "write"),
      message: METER_MESSAGES.imported,
    }),
  );
};
