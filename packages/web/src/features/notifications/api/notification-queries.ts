import {
  listEnvelope,
  markAllReadSchema,
  messageEnvelope,
  NOTIFICATION_PAGE_SIZE,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  notificationPreferencesSchema,
  notificationSchema,
  successEnvelope,
} from "@mnx/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const listAnswer = listEnvelope("notifications", notificationSchema).extend({
  data: listEnvelope("notifications", notificationSchema).shape.data.extend({ unread: z.number() }),
});

/** One page of my notifications, newest first. */
export const notificationListQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(page),
    queryFn: async ({ signal }) =>
      (
        await api.get("/notifications", {
          signal,
          query: { page, limit: NOTIFICATION_PAGE_SIZE },
          schema: listAnswer,
        })
      ).data,
    staleTime: STALE_TIME.default,
  });

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications.preferences,
    queryFn: async ({ signal }): Promise<NotificationPreferences> =>
      (
        await api.get("/notifications/preferences", {
          signal,
          schema: successEnvelope(notificationPreferencesSchema),
        })
      ).data,
    staleTime: STALE_TIME.default,
  });

/** Mark one read, or all: the bell and the list refetch. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | "all") =>
      id === "all"
        ? api.post("/notifications/read-all", undefined, { schema: successEnvelope(markAllReadSchema) })
        : api.post(`/notifications/${id}/read`),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** PUT /notifications/preferences; the answer replaces the cached settings. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: NotificationPreferencesUpdate): Promise<NotificationPreferences> =>
      (
        await api.put("/notifications/preferences", change, {
          idempotencyKey: newIdempotencyKey(),
          schema: messageEnvelope(notificationPreferencesSchema),
        })
      ).data,
    onSuccess: (preferences) => client.setQueryData(queryKeys.notifications.preferences, preferences),
  });
}
