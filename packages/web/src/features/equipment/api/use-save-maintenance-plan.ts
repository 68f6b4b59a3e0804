import { type MaintenancePlanForm, maintenancePlanSchema, messageEnvelope } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const savedAnswer = messageEnvelope(maintenancePlanSchema);

/**
 * POST (a new plan) or PUT (`planId` given) /equipment/{id}/maintenance-plans. One Idempotency-Key per opening
 * of the form, so a retried save never adds the plan twice.
 */
export function useSaveMaintenancePlan(equipmentId: string, planId: string | null, idempotencyKey: string) {
  const client = useQueryClient();
  const url = `/equipment/${equipmentId}/maintenance-plans`;
  return useMutation({
    mutationFn: (plan: MaintenancePlanForm) =>
      planId
        ? api.put(`${url}/${planId}`, plan, { idempotencyKey, schema: savedAnswer })
        : api.post(url, plan, { idempotencyKey, schema: savedAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.equipment.plans(equipmentId) }),
  });
}
