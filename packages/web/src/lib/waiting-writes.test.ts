import { dehydrate, onlineManager, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { queryKeys } from "./query-keys";
import { QUEUED_WRITE_KEY, type QueuedWrite } from "./queued-write";
import { type QueuedMutation, type RefusedWrite, waitingWriteOf, watchWaitingWrites } from "./waiting-writes";

const start: QueuedWrite = {
  method: "PATCH",
  path: "/work-orders/6f1c2b1e-8f61-4c3e-9a57-2d0c7f1a9b10/start",
  body: { hourMeterStart: 1210 },
  idempotencyKey: "start-key",
};
const conflict = new ApiError({
  status: 409,
  code: "NOT_ASSIGNED_STATUS",
  message: "This work order is not in the assigned status.",
});

/**
 * A client as the app sets it up (queued writes in one scope, waiting while offline, watched), whose only
 * stand-in is the transport: `answer` plays the server.
 */
function clientAnswering(answer: (write: QueuedWrite) => Promise<unknown>) {
  const client = new QueryClient();
  client.setMutationDefaults(QUEUED_WRITE_KEY, {
    mutationFn: answer,
    scope: { id: "queued-writes" },
    networkMode: "online",
  });
  watchWaitingWrites(client);
  client.mount();
  const send = (write: QueuedWrite) => {
    const mutation = client
      .getMutationCache()
      .build(client, { mutationKey: QUEUED_WRITE_KEY }) as unknown as QueuedMutation;
    return { mutation, sent: mutation.execute(write) };
  };
  const refused = () => client.getQueryData<RefusedWrite[]>(queryKeys.waitingWrites.refused) ?? [];
  return { client, send, refused };
}

afterEach(() => onlineManager.setOnline(true));

describe("waiting writes", () => {
  it("keeps the refusal of a write that waited offline, and persists it with the cache", async () => {
    const { client, send, refused } = clientAnswering(() => Promise.reject(conflict));
    onlineManager.setOnline(false);
    const { mutation, sent } = send(start);
    await Promise.resolve();
    expect(waitingWriteOf(mutation)).toMatchObject({ write: start, state: "waiting" });

    onlineManager.setOnline(true);
    await expect(sent).rejects.toBe(conflict);
    expect(waitingWriteOf(mutation)).toBeNull();
    expect(refused()).toEqual([
      expect.objectContaining({
        write: start,
        status: 409,
        code: "NOT_ASSIGNED_STATUS",
        message: conflict.message,
      }),
    ]);
    const persisted = dehydrate(client).queries.map((query) => query.queryKey);
    expect(persisted).toContainEqual(queryKeys.waitingWrites.refused);
    client.unmount();
  });

  it("keeps no refusal of a write refused at once (its form shows that one)", async () => {
    const { client, send, refused } = clientAnswering(() => Promise.reject(conflict));
    const { mutation, sent } = send(start);
    await expect(sent).rejects.toBe(conflict);
    expect(waitingWriteOf(mutation)).toBeNull();
    expect(refused()).toEqual([]);
    client.unmount();
  });

  it("shows a write that waited as sent, with the server's answer, once it goes through", async () => {
    const answer = { success: true, data: { workOrder: { id: "x" } } };
    const { client, send, refused } = clientAnswering(() => Promise.resolve(answer));
    onlineManager.setOnline(false);
    const { mutation, sent } = send(start);
    await Promise.resolve();
    onlineManager.setOnline(true);
    await expect(sent).resolves.toBe(answer);
    expect(waitingWriteOf(mutation)).toMatchObject({ state: "sent", answer });
    expect(refused()).toEqual([]);
    client.unmount();
  });

  it("keeps the refusal of a write saved before this page opened and refused before the watch began", () => {
    const client = new QueryClient();
    client.getMutationCache().build(
      client,
      { mutationKey: QUEUED_WRITE_KEY },
      {
        context: undefined,
        data: undefined,
        error: conflict,
        failureCount: 1,
        failureReason: conflict,
        isPaused: false,
        status: "error",
        variables: start,
        submittedAt: performance.timeOrigin - 60_000,
      },
    );
    watchWaitingWrites(client);
    expect(client.getQueryData<RefusedWrite[]>(queryKeys.waitingWrites.refused)).toEqual([
      expect.objectContaining({ write: start, status: 409 }),
    ]);
  });

  it("counts a write queued behind another one as waiting, and keeps its refusal", async () => {
    let release: () => void = () => undefined;
    const first = new Promise<unknown>((resolve) => {
      release = () => resolve({ success: true });
    });
    const { client, send, refused } = clientAnswering((write) =>
      write.idempotencyKey === "first" ? first : Promise.reject(conflict),
    );
    const earlier = send({ ...start, idempotencyKey: "first" });
    const later = send(start);
    await Promise.resolve();
    expect(waitingWriteOf(later.mutation)).toMatchObject({ state: "waiting" });
    release();
    await earlier.sent;
    await expect(later.sent).rejects.toBe(conflict);
    expect(refused().map((refusal) => refusal.write.idempotencyKey)).toEqual(["start-key"]);
    client.unmount();
  });
});
