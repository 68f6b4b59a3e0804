import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import type { ComponentProps, ReactNode } from "react";
import { useProfileSync } from "../lib/auth/use-profile-sync";
import { useTokenRefresh } from "../lib/auth/use-token-refresh";
import { PERSISTED_CACHE_MAX_AGE_MS } from "../lib/query-stale-times";
import { markCacheRestored, queryClient, queryPersister } from "./query-client";

const persistOptions: ComponentProps<typeof PersistQueryClientProvider>["persistOptions"] = {
  persister: queryPersister,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  buster: __APP_VERSION__, // a new app version starts with an empty cache
  dehydrateOptions: {
    // Successful queries, as by default, except those marked `meta: { persist: false }` (memory only).
    shouldDehydrateQuery: (query) => query.state.status === "success" && query.meta?.persist !== false,
  },
};

function SessionKeeper({ pageShown }: { pageShown: boolean }) {
  useTokenRefresh();
  useProfileSync(pageShown);
  return null;
}

/**
 * The query cache, persisted to IndexedDB, and the session's token refresh and profile. The profile is checked once
 * the first page is on screen with its data (`pageShown`): the page is drawn from the profile stored on the device.
 */
export function AppProviders({ children, pageShown }: { children: ReactNode; pageShown: boolean }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => {
        markCacheRestored();
        return queryClient.resumePausedMutations();
      }}
      onError={markCacheRestored}
    >
      <SessionKeeper pageShown={pageShown} />
      {children}
    </PersistQueryClientProvider>
  );
}
