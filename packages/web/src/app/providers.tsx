import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import type { ComponentProps, ReactNode } from "react";
import { useProfileSync } from "../lib/auth/use-profile-sync";
import { useTokenRefresh } from "../lib/auth/use-token-refresh";
import { PERSISTED_CACHE_MAX_AGE_MS } from "../lib/query-stale-times";
import { queryClient, queryPersister } from "./query-client";

const persistOptions: ComponentProps<typeof PersistQueryClientProvider>["persistOptions"] = {
  persister: queryPersister,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  buster: __APP_VERSION__, // a new app version starts with an empty cache
  dehydrateOptions: {
    // Successful queries, as by default, except those marked `meta: { persist: false }` (memory only).
    shouldDehydrateQuery: (query) => query.state.status === "success" && query.meta?.persist !== false,
  },
};

function SessionKeeper() {
  useTokenRefresh();
  useProfileSync();
  return null;
}

/** The query cache, persisted to IndexedDB, and the session's token refresh and profile. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => queryClient.resumePausedMutations()}
    >
      <SessionKeeper />
      {children}
    </PersistQueryClientProvider>
  );
}
