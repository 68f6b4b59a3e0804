import { CACHE_FRESH_MS, CACHE_GC_MS } from "@mnx/domain";

/**
 * How long each kind of data stays fresh (part 1, 7; part 2, 9). Every query names its kind:
 * `useQuery({ ..., staleTime: STALE_TIME.workOrderList })`.
 */
export const STALE_TIME = {
  equipment: CACHE_FRESH_MS.equipmentList,
  workOrderList: CACHE_FRESH_MS.workOrderList,
  detail: CACHE_FRESH_MS.detail,
  users: CACHE_FRESH_MS.users,
  stats: CACHE_FRESH_MS.stats,
  dueChecks: CACHE_FRESH_MS.dueChecks,
  default: CACHE_FRESH_MS.default,
} as const;

/** Unused data is dropped after 600 s (while online; see src/app/offline-query-cache.ts). */
export const QUERY_GC_TIME_MS = CACHE_GC_MS;

/** The persisted copy in IndexedDB is thrown away after a day. */
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
