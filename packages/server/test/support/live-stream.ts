/** One server-sent event as a browser's EventSource would read it. */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/**
 * Reads GET /api/v1/live over real HTTP (fetch, as the web app does) and collects its events; `next` waits
 * for the first event after the ones already seen that matches.
 */
export async function openLiveStream(baseUrl: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/live`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: "text/event-stream",
      ...(lastEventId ? { "last-event-id": lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const colon = line.indexOf(":");
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (fields.has("event") || fields.has("data")) {
            events.push({
              id: fields.get("id"),
              event: fields.get("event") ?? "message",
              data: JSON.parse(fields.get("data") ?? "null"),
            });
            for (const wake of waiters) wake();
          }
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();
  let seen = 0;
  const next = async (match: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (seen < events.length) {
        const event = events[seen++] as StreamEvent;
        if (match(event)) return event;
      }
      if (ended) throw new Error(`the stream ended; got ${JSON.stringify(events)}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    }
  };
  return {
    status: response.status,
    events,
    next,
    ended: () => ended,
    /** Resolves when the server ends the stream. */
    done,
    close: () => controller.abort(),
  };
}

/** Polls `read` until `ok` holds (delivery runs in the job queue, after the commit), or fails after `ms`. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
