import type { LiveTopic } from "@mnx/domain";
import type { QueryClient } from "@tanstack/react-query";
import { accessToken } from "./api-client";
import { refreshWorkOrderQueries } from "./cache-refresh";
import { queryKeys } from "./query-keys";

/** Waits before reconnecting a dropped stream: grows to 30 s, with jitter so servers are not stormed. */
const backoffMs = (attempt: number) =>
  Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random());

/** What each topic refreshes (docs/decisions/035): the screens' own queries, refetched if shown. */
function refresh(client: QueryClient, topics: readonly LiveTopic[]): void {
  if (topics.includes("work-orders")) void refreshWorkOrderQueries(client);
  if (topics.includes("users")) void client.invalidateQueries({ queryKey: queryKeys.users.all });
  if (topics.includes("notifications"))
    void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
  if (topics.includes("parts")) void client.invalidateQueries({ queryKey: queryKeys.parts.all });
}

const EVERYTHING: readonly LiveTopic[] = ["work-orders", "users", "notifications", "parts"];

/** Splits the stream's text into server-sent events (the text/event-stream format). */
function* parse(buffer: { text: string }): Generator<{ id?: string; event: string; data: string }> {
  for (let end = buffer.text.indexOf("\n\n"); end >= 0; end = buffer.text.indexOf("\n\n")) {
    const block = buffer.text.slice(0, end);
    buffer.text = buffer.text.slice(end + 2);
    let id: string | undefined;
    let event = "message";
    let data = "";
    for (const line of block.split("\n")) {
      if (line.startsWith("id:")) id = line.slice(3).trim();
      else if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data += line.slice(5).trim();
    }
    if (data) yield { ...(id === undefined ? {} : { id }), event, data };
  }
}

/**
 * Keeps the open screens current (docs/decisions/035): reads GET /api/v1/live with fetch (the bearer token
 * in its header, as every call), and on each change refetches the queries of its topics, so a change made on
 * any server shows within about a second, with no polling. A dropped stream reconnects (after a wait that
 * grows) with Last-Event-ID, and the server replays what was missed; one ended because its token expired
 * reconnects at once with a fresh one. Offline it waits for the connection. Answers a stop function.
 */
export function startLiveUpdates(client: QueryClient): () => void {
  let stopped = false;
  let lastEventId: string | undefined;
  let controller: AbortController | undefined;
  let timer: number | undefined;
  let attempt = 0;
  let running = false;

  const connect = async () => {
    timer = undefined;
    if (stopped || running || !navigator.onLine) return;
    running = true;
    controller = new AbortController();
    const opened = Date.now();
    try {
      const token = await accessToken();
      if (!token || stopped) return;
      const response = await fetch("/api/v1/live", {
        headers: {
          authorization: `Bearer ${token}`,
          accept: "text/event-stream",
          ...(lastEventId ? { "last-event-id": lastEventId } : {}),
        },
        signal: controller.signal,
        cache: "no-store",
      });
      if (!response.ok || !response.body) throw new Error(`live stream: ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const buffer = { text: "" };
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer.text += value;
        for (const message of parse(buffer)) {
          if (message.id !== undefined) lastEventId = message.id;
          if (message.event === "ready") attempt = 0;
          else if (message.event === "change") {
            const { topics } = JSON.parse(message.data) as { topics: LiveTopic[] };
            refresh(client, topics);
          } else if (message.event === "notifications") refresh(client, ["notifications"]);
          else if (message.event === "reset") refresh(client, EVERYTHING);
        }
      }
      // The server ended it (the token's time, a server stopping): come back at once if it lived a while.
      if (Date.now() - opened > 10_000) attempt = 0;
    } catch {
      // Dropped, refused or offline: tried again below.
    } finally {
      running = false;
    }
    if (stopped) return;
    timer = window.setTimeout(() => void connect(), attempt === 0 ? 200 : backoffMs(attempt));
    attempt++;
  };

  const online = () => {
    if (timer !== undefined) window.clearTimeout(timer);
    attempt = 0;
    // Whatever changed meanwhile: the shown screens refetch, the stream catches up from its last id.
    refresh(client, EVERYTHING);
    void connect();
  };
  window.addEventListener("online", online);
  void connect();
  return () => {
    stopped = true;
    window.removeEventListener("online", online);
    if (timer !== undefined) window.clearTimeout(timer);
    controller?.abort();
  };
}
