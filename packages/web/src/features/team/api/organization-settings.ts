import {
  messageEnvelope,
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
  organizationSettingsDataSchema,
  successEnvelope,
} from "@mnx/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth/auth-store";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

/** GET /organization/settings (admins). */
export const organizationSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.organization.settings,
    queryFn: async ({ signal }): Promise<OrganizationSettings> =>
      (
        await api.get("/organization/settings", {
          signal,
          schema: successEnvelope(organizationSettingsDataSchema),
        })
      ).data.settings,
    staleTime: STALE_TIME.default,
  });

/** PATCH /organization/settings; the answer replaces the cached settings. */
export function useChangeOrganizationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: OrganizationSettingsUpdate): Promise<OrganizationSettings> =>
      (
        await api.patch("/organization/settings", change, {
          idempotencyKey: newIdempotencyKey(),
          schema: messageEnvelope(organizationSettingsDataSchema),
        })
      ).data.settings,
    onSuccess: (settings) => {
      client.setQueryData(queryKeys.organization.settings, settings);
      // This device writes amounts in the new currency at once (others at their next profile check).
      authStore.updateOrganization(settings);
    },
  });
}
