import { API_BASE_PATH } from "@mnx/domain";
import { onlineManager } from "@tanstack/react-query";

/** How often the server is asked whether it can be reached again, while it could not. */
const PROBE_EVERY_MS = 10_000;
let probe: number | null = null;

function stopProbing(): void {
  if (probe !== null) window.clearInterval(probe);
  probe = null;
}

async function probeServer(): Promise<void> {
  if (!navigator.onLine) return; // the browser's own 'online' event will say when
  try {
    const answer = await fetch(`${API_BASE_PATH}/health`, { cache: "no-store", credentials: "omit" });
    if (answer.ok) onlineManager.setOnline(true);
  } catch {
    // Still no answer: ask again later.
  }
}

/**
 * A call got no answer although the browser says it is online (a weak signal, a dead zone on site): the app
 * acts as offline — queries keep their data, field writes wait on the device (docs/decisions/011) — until the
 * server answers again, which is asked every 10 s, or the browser reports a new connection.
 */
export function reportNoAnswer(): void {
  if (!onlineManager.isOnline()) return;
  onlineManager.setOnline(false);
  if (probe === null) probe = window.setInterval(() => void probeServer(), PROBE_EVERY_MS);
}

onlineManager.subscribe((online) => {
  if (online) stopProbing();
});
