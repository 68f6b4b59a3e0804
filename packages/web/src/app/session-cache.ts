import { authStore } from "../lib/auth/auth-store";
import { queryClient, queryPersister } from "./query-client";

function sessionKey(): string | null {
  const { user } = authStore.getState();
  return user ? `${user.id}:${user.role}` : null;
}

/** Empties the query cache and its IndexedDB copy (DECISIONS.md: logout clears the offline cache). */
export async function clearOfflineCache(): Promise<void> {
  queryClient.clear();
  await queryPersister.removeClient();
}

function clearQuietly(): void {
  clearOfflineCache().catch(() => undefined); // IndexedDB unavailable: nothing was stored either
}

/**
 * Photos kept for waiting writes go with them when the user changes (docs/decisions/021). Loaded then, not
 * with the first page: /login carries no photo code.
 */
function forgetKeptPhotosQuietly(): void {
  import("../lib/photos/kept-photos").then(({ forgetAllPhotos }) => forgetAllPhotos()).catch(() => undefined);
}

/**
 * Cached data belongs to one signed-in user: whenever the user (or their role) changes, including
 * logout, the cache is dropped, and the photos kept for its waiting writes. Signed out at start-up (e.g. an
 * expired session), the copy is removed.
 */
export function bindCacheToSession(): () => void {
  let current = sessionKey();
  if (current === null) clearQuietly();
  return authStore.subscribe(() => {
    const next = sessionKey();
    if (next === current) return;
    current = next;
    clearQuietly();
    forgetKeptPhotosQuietly();
  });
}
