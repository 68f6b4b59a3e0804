import { MAX_RETRIES } from "@mnx/domain";
import { type QueryClient, useMutation, useMutationState } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "./api-client";
import { clientError, isApiError } from "./api-error";

import type { QueuedWrite } from "./queued-write-types";

export type { KeptPhotoGroup, QueuedWrite } from "./queued-write-types";

export const QUEUED_WRITE_KEY = ["queued-write"] as const;

const sendBody = (write: QueuedWrite, body: unknown) =>
  apiRequest<unknown>(write.path, { method: write.method, body, idempotencyKey: write.idempotencyKey });

/** A write with photos loads the photo sender when it goes out: nothing of it is in the first page's code. */
async function sendWrite(write: QueuedWrite): Promise<unknown> {
  if (!write.photos?.length) return sendBody(write, write.body);
  const { sendWithPhotos } = await import("./photos/send-with-photos");
  return sendWithPhotos(write, (body) => sendBody(write, body));
}

/**
 * No answer came (the signal dropped mid-call, or the call timed out): try again with the same key; the app is
 * offline by then (src/lib/connectivity.ts), so the retry waits for the connection. Refusals are final.
 */
const retryUnanswered = (failureCount: number, error: Error) =>
  failureCount < MAX_RETRIES && isApiError(error) && (error.status === 0 || error.code === "TIMEOUT_ERROR");

/**
 * How every queued write is sent, registered once on the client, so one restored from IndexedDB after a reload
 * is sent the same way. Offline, it waits (networkMode 'online') and goes out when the device reconnects, one
 * after another in the order they were made (one scope): a machine assigned offline reaches the server before
 * the 'Assign N Daily Inspections' pressed after it, so its inspection is among those created.
 */
export function registerQueuedWrites(client: QueryClient): void {
  client.setMutationDefaults(QUEUED_WRITE_KEY, {
    mutationFn: sendWrite,
    scope: { id: "queued-writes" },
    networkMode: "online",
    retry: retryUnanswered,
    // A write restored after a reload has lost its screen's own refresh: refresh everything.
    onSuccess: () => client.invalidateQueries(),
  });
}

/**
 * A queued write as a screen uses it: `mutate(body)` / `mutateAsync(body)` with the answer checked against
 * `answer`. `isPaused`: saved on this device and waiting for a connection (the screen says so and may close).
 */
export function useQueuedWrite<TBody, TAnswer>(
  /** May be async: a write with photos keeps them on the device first (a full device refuses it here). */
  toWrite: (body: TBody) => QueuedWrite | Promise<QueuedWrite>,
  answer: z.ZodType<TAnswer>,
  onSuccess: () => unknown,
) {
  const mutation = useMutation<unknown, Error, QueuedWrite>({ mutationKey: QUEUED_WRITE_KEY, onSuccess });
  const mutateAsync = async (body: TBody): Promise<TAnswer> => {
    const parsed = answer.safeParse(await mutation.mutateAsync(await toWrite(body)));
    if (!parsed.success) throw clientError("UNKNOWN_ERROR");
    return parsed.data;
  };
  return {
    mutateAsync,
    mutate: (body: TBody, options?: { onSuccess?: (result: TAnswer) => void }) => {
      mutateAsync(body).then(
        (result) => options?.onSuccess?.(result),
        () => undefined, // shown through `error`
      );
    },
    /** Sending now (not waiting for a connection). */
    isPending: mutation.isPending && !mutation.isPaused,
    isPaused: mutation.isPaused,
    isSuccess: mutation.isSuccess,
    isError: mutation.isError,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/** How many writes wait on this device for a connection (the offline banner, the logout warning). */
export function useWaitingWriteCount(): number {
  return useMutationState({
    filters: { mutationKey: QUEUED_WRITE_KEY, predicate: (mutation) => mutation.state.isPaused },
  }).length;
}
