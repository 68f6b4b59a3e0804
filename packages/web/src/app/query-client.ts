import { MAX_RETRIES } from "@mnx/domain";
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { del, get, set } from "idb-keyval";
import { isApiError } from "../lib/api-error";
import { queryKeys } from "../lib/query-keys";
import { QUERY_GC_TIME_MS, STALE_TIME } from "../lib/query-stale-times";
import { registerQueuedWrites } from "../lib/queued-write";
import { OfflineKeepingQueryCache } from "./offline-query-cache";

/** Up to 3 retries; never on a 4xx answer (401 and 403 included), nor on no answer while offline. */
export function shouldRetryQuery(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.status >= 400 && error.status < 500) return false;
  return !(error.status === 0 && !onlineManager.isOnline());
}

export const queryClient = new QueryClient({
  queryCache: new OfflineKeepingQueryCache(),
  defaultOptions: {
    queries: {
      staleTime: STALE_TIME.default,
      gcTime: QUERY_GC_TIME_MS,
      networkMode: "offlineFirst",
      retry: shouldRetryQuery,
    },
    mutations: { networkMode: "offlineFirst", retry: false },
  },
});

registerQueuedWrites(queryClient);
// The refusals of writes that waited are kept until dismissed (src/lib/waiting-writes.ts): never collected, also
// when restored from IndexedDB, so this is set before the cache is restored.
queryClient.setQueryDefaults(queryKeys.waitingWrites.refused, { gcTime: Number.POSITIVE_INFINITY });
// The online manager starts out "online", learns only from online/offline events, and listens only once something
// subscribes: an app opened without a connection, or one that lost it before its first screen subscribed, must
// know at once, or a restored queued write would be sent into the void and given up. So it listens from here on,
// and reads the browser's flag whenever it starts listening again.
onlineManager.setEventListener((setOnline) => {
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener("online", online);
  window.addEventListener("offline", offline);
  setOnline(navigator.onLine);
  return () => {
    window.removeEventListener("online", online);
    window.removeEventListener("offline", offline);
  };
});

let restored: () => void = () => {};
/** Settles once the query cache has been read back from IndexedDB (or that failed): see AppProviders. */
export const cacheRestored = new Promise<void>((resolve) => {
  restored = resolve;
});
/** Called by AppProviders when the restore is over, whether it found a cache or not. */
export const markCacheRestored = () => restored();

/** The query cache's copy in IndexedDB, so a reload without a connection still shows the last data. */
export const queryPersister = createAsyncStoragePersister({
  key: "maintenance-nexus-query-cache",
  throttleTime: 1000,
  storage: {
    getItem: (key) => get<string>(key),
    setItem: (key, value) => set(key, value),
    removeItem: (key) => del(key),
  },
});
