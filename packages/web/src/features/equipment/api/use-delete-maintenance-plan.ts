import { messageEnvelope } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const deletedAnswer = messageEnvelope(z.object({ id: z.uuid() }));

/** DELETE /equipment/{id}/maintenance-plans/{planId}; the orders made from the plan stay. */
export function useDeleteMaintenancePlan(equipmentId: string, idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) =>
      api.delete(`/equipment/${equipmentId}/maintenance-plans/${planId}`, {
        idempotencyKey,
        schema: deletedAnswer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.equipment.plans(equipmentId) }),
  });
}
