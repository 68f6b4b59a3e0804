import {
  listEnvelope,
  messageEnvelope,
  successEnvelope,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  type WebhookCreate,
  type WebhookUpdate,
  webhookCreatedSchema,
  webhookDeliverySchema,
  webhookSchema,
} from "@mnx/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

/** The organization's webhooks (docs/decisions/038). */
export const webhooksQuery = () =>
  queryOptions({
    queryKey: queryKeys.webhooks.list,
    queryFn: async ({ signal }) =>
      (
        await api.get("/webhooks", {
          signal,
          schema: successEnvelope(z.object({ webhooks: z.array(webhookSchema) })),
        })
      ).data.webhooks,
    staleTime: STALE_TIME.default,
  });

/** One page of a webhook's deliveries, newest first. */
export const webhookDeliveriesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(id, page),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/webhooks/${id}/deliveries`, {
          signal,
          query: { page, limit: WEBHOOK_DELIVERY_PAGE_SIZE },
          schema: listEnvelope("deliveries", webhookDeliverySchema),
        })
      ).data,
    staleTime: 0,
  });

function useWebhookWrite<T, R>(write: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export const useCreateWebhook = (idempotencyKey: string) =>
  useWebhookWrite((body: WebhookCreate) =>
    api.post("/webhooks", body, { idempotencyKey, schema: messageEnvelope(webhookCreatedSchema) }),
  );

export const useUpdateWebhook = () =>
  useWebhookWrite(({ id, changes }: { id: string; changes: WebhookUpdate }) =>
    api.patch(`/webhooks/${id}`, changes, {
      idempotencyKey: newIdempotencyKey(),
      schema: messageEnvelope(z.object({ webhook: webhookSchema })),
    }),
  );

export const useDeleteWebhook = () =>
  useWebhookWrite((id: string) =>
    api.delete(`/webhooks/${id}`, {
      idempotencyKey: newIdempotencyKey(),
      schema: messageEnvelope(z.object({ id: z.uuid() })),
    }),
  );

export const useResendDelivery = () =>
  useWebhookWrite(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    api.post(`/webhooks/${id}/deliveries/${deliveryId}/resend`, undefined, {
      idempotencyKey: newIdempotencyKey(),
      schema: messageEnvelope(z.object({ delivery: webhookDeliverySchema })),
    }),
  );
