import {
  type Mutation,
  type MutationCacheNotifyEvent,
  type QueryClient,
  useMutationState,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { isApiError } from "./api-error";
import { queryKeys } from "./query-keys";
import { QUEUED_WRITE_KEY, type QueuedWrite } from "./queued-write";

/**
 * What the screens show of the queued writes (docs/decisions/011, "What waits shows"): the writes that had to
 * wait on this device, so that each card can show the change at once, marked 'Waiting to send', and the ones
 * the server finally refused, kept (with the query cache, in IndexedDB) until the person dismisses them. Their
 * query never expires (app/query-client.ts sets that before the cache is restored).
 */

/** A queued write that had to wait (no connection, or behind another one), until the screens have its result. */
export interface WaitingWrite {
  write: QueuedWrite;
  /** When it was saved on the device (ms). */
  savedAt: number;
  /** 'waiting': no connection yet; 'sending': on its way; 'sent': the server took it (`answer`). */
  state: "waiting" | "sending" | "sent";
  /** The server's answer, once sent: the screens show it until their own data has caught up. */
  answer: unknown;
}

/** A write that waited and was then not applied: refused by the server (4xx) or never answered. */
export interface RefusedWrite {
  write: QueuedWrite;
  savedAt: number;
  refusedAt: number;
  /** The answer's HTTP status (0: no answer after every retry), code and message. */
  status: number;
  code: string;
  message: string;
}

export type QueuedMutation = Mutation<unknown, Error, QueuedWrite>;

const NO_REFUSALS: readonly RefusedWrite[] = [];

/** The writes that waited at some point; an online write answered at once never shows as waiting. */
const waited = new WeakSet<object>();

const isQueuedWrite = (mutation: Mutation<unknown, unknown, unknown>) =>
  mutation.options.mutationKey?.[0] === QUEUED_WRITE_KEY[0];

/** The refusal to keep for a write that waited and then failed for good. */
export function refusalOf(write: QueuedWrite, error: unknown, savedAt: number, now: number): RefusedWrite {
  const known = isApiError(error);
  return {
    write,
    savedAt,
    refusedAt: now,
    status: known ? error.status : 0,
    code: known ? error.code : "UNKNOWN_ERROR",
    message: error instanceof Error ? error.message : String(error),
  };
}

function recordRefusal(client: QueryClient, refusal: RefusedWrite): void {
  client.setQueryData<readonly RefusedWrite[]>(queryKeys.waitingWrites.refused, (kept = NO_REFUSALS) => [
    ...kept.filter((other) => other.write.idempotencyKey !== refusal.write.idempotencyKey),
    refusal,
  ]);
  // What the card shows instead of the refused change: the record as the server has it now.
  void client.invalidateQueries();
}

function watchOne(client: QueryClient, mutation: QueuedMutation, error: unknown): void {
  const { variables, submittedAt } = mutation.state;
  if (variables) recordRefusal(client, refusalOf(variables, error, submittedAt, Date.now()));
}

/**
 * Watches the queued writes: notes each one that waits, and keeps the final failure of one that waited. Started
 * with the signed-in shell (app/layout), so /login loads none of this; the writes restored from IndexedDB before
 * then were saved before this page opened, so they count as having waited, and one already refused is kept.
 */
export function watchWaitingWrites(client: QueryClient): void {
  const cache = client.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: QUEUED_WRITE_KEY }) as QueuedMutation[]) {
    if (mutation.state.isPaused || mutation.state.submittedAt < performance.timeOrigin) waited.add(mutation);
    if (mutation.state.status === "error" && waited.has(mutation))
      watchOne(client, mutation, mutation.state.error);
  }
  cache.subscribe((event: MutationCacheNotifyEvent) => {
    const { mutation } = event;
    if (!mutation || !isQueuedWrite(mutation)) return;
    if (mutation.state.isPaused) waited.add(mutation);
    if (event.type !== "updated" || event.action.type !== "error" || !waited.has(mutation)) return;
    watchOne(client, mutation as QueuedMutation, event.action.error);
  });
}

/** How a queued write shows while it waits or has just been sent; null for one that never waited or failed. */
export function waitingWriteOf(mutation: QueuedMutation): WaitingWrite | null {
  const { status, variables, isPaused, submittedAt, data } = mutation.state;
  if (!variables || !waited.has(mutation) || status === "error" || status === "idle") return null;
  const state = status === "success" ? "sent" : isPaused ? "waiting" : "sending";
  return { write: variables, savedAt: submittedAt, state, answer: data };
}

/** The queued writes that waited and are not yet settled on screen, oldest first. */
export function useWaitingWrites(): WaitingWrite[] {
  return useMutationState({
    filters: { mutationKey: QUEUED_WRITE_KEY },
    select: (mutation) => waitingWriteOf(mutation as QueuedMutation),
  }).filter((waiting): waiting is WaitingWrite => waiting !== null);
}

/** The refused writes kept on this device, oldest first, and how to dismiss one (by its Idempotency-Key). */
export function useRefusedWrites() {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const refused = useSyncExternalStore(
    subscribe,
    () => client.getQueryData<readonly RefusedWrite[]>(queryKeys.waitingWrites.refused) ?? NO_REFUSALS,
  );
  const dismiss = (idempotencyKey: string): void => {
    client.setQueryData<readonly RefusedWrite[]>(queryKeys.waitingWrites.refused, (kept = NO_REFUSALS) =>
      kept.filter((other) => other.write.idempotencyKey !== idempotencyKey),
    );
  };
  return { refused, dismiss };
}
