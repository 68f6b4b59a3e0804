import { onlineManager, QueryCache } from "@tanstack/react-query";

type CachedQuery = Parameters<QueryCache["remove"]>[0];

/**
 * Part 1, 7: while offline, stale data is kept indefinitely. Unused queries are garbage-collected after
 * gcTime only while online; offline, their data stays for the screens (and the IndexedDB copy) to use.
 * Clearing the cache (logout, another user) always removes everything.
 */
export class OfflineKeepingQueryCache extends QueryCache {
  #clearing = false;

  override remove(query: CachedQuery): void {
    const unused = query.getObserversCount() === 0;
    if (!this.#clearing && unused && !onlineManager.isOnline()) return;
    super.remove(query);
  }

  override clear(): void {
    this.#clearing = true;
    try {
      super.clear();
    } finally {
      this.#clearing = false;
    }
  }
}
