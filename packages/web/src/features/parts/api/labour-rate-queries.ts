import {
  type LabourRateInput,
  type LabourRates,
  labourRatesSchema,
  messageEnvelope,
  type Role,
  successEnvelope,
} from "@mnx/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const ratesAnswer = successEnvelope(labourRatesSchema);
const rateSaved = messageEnvelope(labourRatesSchema);

/** GET /labour-rates: each role's hourly rate and the people with one of their own (labour.rates). */
export const labourRatesQuery = () =>
  queryOptions({
    queryKey: queryKeys.parts.labourRates,
    queryFn: async ({ signal }) => (await api.get("/labour-rates", { signal, schema: ratesAnswer })).data,
    staleTime: STALE_TIME.default,
  });

/** Whose rate a save sets: a role's (the organization's default) or a person's (which wins). */
export type RateTarget = { role: Role } | { userId: string };

const pathOf = (target: RateTarget) =>
  "role" in target ? `/labour-rates/roles/${target.role}` : `/labour-rates/users/${target.userId}`;

/**
 * PUT /labour-rates/roles/{role} or /users/{id}: a desk write like the catalogue's (docs/decisions/032), not
 * queued; its answer (every rate) replaces the cached rates. The form's Idempotency-Key makes a retry harmless.
 */
export function useSaveLabourRate(target: RateTarget, idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: LabourRateInput) =>
      api.put(pathOf(target), input, { idempotencyKey, schema: rateSaved }),
    onSuccess: (answer) => client.setQueryData<LabourRates>(queryKeys.parts.labourRates, answer.data),
  });
}
