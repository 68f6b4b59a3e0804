import { checklistTemplateSchema, type PeriodicInspectionKind, successEnvelope } from "@mnx/domain";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const templateAnswer = successEnvelope(checklistTemplateSchema);

/**
 * GET /equipment/{id}/checklist-template: the checklist a machine's daily inspection asks (its own, its type's,
 * or the default; docs/decisions/042). Kept with the query cache, so the form opens without signal.
 */
export const machineChecklistQuery = (equipmentId: string) =>
  queryOptions({
    queryKey: queryKeys.checklists.machine(equipmentId),
    queryFn: async ({ signal }) =>
      (await api.get(`/equipment/${equipmentId}/checklist-template`, { signal, schema: templateAnswer }))
        .data,
    staleTime: STALE_TIME.detail,
  });

/** GET /equipment/{id}/checklist-template?kind=: the machine's checklist of a periodic kind (docs/decisions/046). */
export const machinePeriodicChecklistQuery = (equipmentId: string, kind: PeriodicInspectionKind) =>
  queryOptions({
    queryKey: queryKeys.checklists.machineKind(equipmentId, kind),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/equipment/${equipmentId}/checklist-template?kind=${kind}`, {
          signal,
          schema: templateAnswer,
        })
      ).data,
    staleTime: STALE_TIME.detail,
  });

/** Loads (and keeps for offline use) the checklists of the machines the operator has to inspect. */
export async function prefetchChecklists(client: QueryClient, equipmentIds: readonly string[]) {
  await Promise.all([...new Set(equipmentIds)].map((id) => client.prefetchQuery(machineChecklistQuery(id))));
}
