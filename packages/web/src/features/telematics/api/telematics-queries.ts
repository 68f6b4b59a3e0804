import {
  listEnvelope,
  messageEnvelope,
  successEnvelope,
  TELEMATICS_MACHINES_PAGE_SIZE,
  type TelematicsConnectionCreate,
  type TelematicsConnectionUpdate,
  type TelematicsMachineStatus,
  telematicsConnectionSchema,
  telematicsMachineSchema,
} from "@mnx/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { queryKeys } from "../../../lib/query-keys";

/** The organization's telematics connections (docs/decisions/044): refreshed while a poll may be under way. */
export const telematicsConnectionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.telematics.connections,
    queryFn: async ({ signal }) =>
      (
        await api.get("/telematics/connections", {
          signal,
          schema: successEnvelope(z.object({ connections: z.array(telematicsConnectionSchema) })),
        })
      ).data.connections,
    staleTime: 0,
    refetchInterval: 15_000,
  });

/** One page of the feeds' machines of a status (the unmatched ones by default). */
export const telematicsMachinesQuery = (status: TelematicsMachineStatus, page: number) =>
  queryOptions({
    queryKey: queryKeys.telematics.machines(status, page),
    queryFn: async ({ signal }) =>
      (
        await api.get("/telematics/machines", {
          signal,
          query: { status, page, limit: TELEMATICS_MACHINES_PAGE_SIZE },
          schema: listEnvelope("machines", telematicsMachineSchema),
        })
      ).data,
    staleTime: 0,
  });

function useTelematicsWrite<T, R>(write: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.telematics.all }),
  });
}

const connectionAnswer = messageEnvelope(z.object({ connection: telematicsConnectionSchema }));
const machineAnswer = messageEnvelope(z.object({ machine: telematicsMachineSchema }));

export const useCreateConnection = (idempotencyKey: string) =>
  useTelematicsWrite((body: TelematicsConnectionCreate) =>
    api.post("/telematics/connections", body, { idempotencyKey, schema: connectionAnswer }),
  );

export const useUpdateConnection = () =>
  useTelematicsWrite(({ id, changes }: { id: string; changes: TelematicsConnectionUpdate }) =>
    api.patch(`/telematics/connections/${id}`, changes, {
      idempotencyKey: newIdempotencyKey(),
      schema: connectionAnswer,
    }),
  );

export const useDeleteConnection = () =>
  useTelematicsWrite((id: string) =>
    api.delete(`/telematics/connections/${id}`, {
      idempotencyKey: newIdempotencyKey(),
      schema: messageEnvelope(z.object({ id: z.uuid() })),
    }),
  );

export const usePollNow = () =>
  useTelematicsWrite((id: string) =>
    api.post(`/telematics/connections/${id}/poll`, undefined, {
      idempotencyKey: newIdempotencyKey(),
      schema: connectionAnswer,
    }),
  );

export const useLinkMachine = () =>
  useTelematicsWrite(({ id, equipmentId }: { id: string; equipmentId: string }) =>
    api.post(
      `/telematics/machines/${id}/link`,
      { equipmentId },
      { idempotencyKey: newIdempotencyKey(), schema: machineAnswer },
    ),
  );

export const useIgnoreMachine = () =>
  useTelematicsWrite((id: string) =>
    api.post(`/telematics/machines/${id}/ignore`, undefined, {
      idempotencyKey: newIdempotencyKey(),
      schema: machineAnswer,
    }),
  );
