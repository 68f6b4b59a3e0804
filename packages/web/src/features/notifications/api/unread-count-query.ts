import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

/**
 * The bell's badge, on every signed-in page: kept current by the live stream (lib/live-updates.ts), no
 * polling. Read without a zod schema, which would put zod into every page's first chunks (the number is
 * checked by hand; the list in its lazy dialog is checked by its schema).
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unread,
    queryFn: async ({ signal }): Promise<number> => {
      const answer = await api.get<{ data?: { unread?: unknown } }>("/notifications/unread-count", {
        signal,
      });
      const unread = answer.data?.unread;
      return typeof unread === "number" && Number.isFinite(unread) && unread >= 0 ? unread : 0;
    },
    staleTime: STALE_TIME.default,
  });
