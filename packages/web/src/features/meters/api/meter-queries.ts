import {
  type AddMeter,
  listEnvelope,
  METER_READINGS_PAGE_SIZE,
  type MeterImport,
  type MeterReadingForm,
  machineMetersSchema,
  messageEnvelope,
  meterImportResultSchema,
  meterReadingBatchResultSchema,
  meterReadingSchema,
  meterSchema,
  type ReadingReview,
  successEnvelope,
} from "@mnx/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

/** GET /equipment/{id}/meters: the machine's meters and its engine hours per day (docs/decisions/041). */
export const machineMetersQuery = (equipmentId: string) =>
  queryOptions({
    queryKey: queryKeys.equipment.meters(equipmentId),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/equipment/${equipmentId}/meters`, {
          signal,
          schema: successEnvelope(machineMetersSchema),
        })
      ).data,
    staleTime: STALE_TIME.detail,
  });

/** One page of the machine's readings, latest taken first. */
export const machineReadingsQuery = (equipmentId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.equipment.readings(equipmentId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/equipment/${equipmentId}/meter-readings`, {
          signal,
          query: { page, limit: 10 },
          schema: listEnvelope("readings", meterReadingSchema),
        })
      ).data,
    staleTime: STALE_TIME.detail,
  });

/** One page of the organization's readings held for review. */
export const heldReadingsQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.equipment.heldReadings(page),
    queryFn: async ({ signal }) =>
      (
        await api.get("/meter-readings/held", {
          signal,
          query: { page, limit: METER_READINGS_PAGE_SIZE },
          schema: listEnvelope("readings", meterReadingSchema),
        })
      ).data,
    staleTime: 0,
  });

/** Accept or reject a held reading; the machines' meters, plans and lists refresh. */
export function useReviewReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ReadingReview }) =>
      api.post(`/meter-readings/${id}/review`, review, {
        idempotencyKey: newIdempotencyKey(),
        schema: messageEnvelope(meterReadingSchema),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.equipment.all }),
  });
}

/** The CSV import: the preview (writes nothing) or the import (every row or none). */
export function useImportReadings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, write }: { body: MeterImport; write: boolean }) =>
      write
        ? api.post("/meter-readings/import", body, {
            idempotencyKey: newIdempotencyKey(),
            schema: messageEnvelope(meterImportResultSchema),
          })
        : api.post("/meter-readings/import/preview", body, {
            schema: successEnvelope(meterImportResultSchema),
          }),
    onSuccess: (_, { write }) =>
      write ? client.invalidateQueries({ queryKey: queryKeys.equipment.all }) : undefined,
  });
}

/** Record Reading on Equipment Details: one reading of POST /meter-readings; answers its verdict. */
/** Add Meter (POST /equipment/{id}/meters): a PTO or idle hour meter, an odometer; it reads 0 until read. */
export function useAddMeter(equipmentId: string, idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (meter: AddMeter) =>
      api.post(`/equipment/${equipmentId}/meters`, meter, {
        idempotencyKey,
        schema: messageEnvelope(meterSchema),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.equipment.all }),
  });
}

export function useRecordReading(equipmentId: string, idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reading: MeterReadingForm) => {
      const answer = await api.post(
        "/meter-readings",
        { readings: [{ equipmentId, ...reading }] },
        { idempotencyKey, schema: successEnvelope(meterReadingBatchResultSchema) },
      );
      return answer.data.verdicts[0];
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.equipment.all }),
  });
}
