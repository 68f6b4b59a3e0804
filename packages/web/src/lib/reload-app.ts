/**
 * Reloads the app, on the newest build when one is waiting: a service worker that has installed a new version
 * is told to take over first (Workbox's SKIP_WAITING), so the reload gets the new index.html and its chunks.
 */
export async function reloadApp(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: "SKIP_WAITING" });
}

/** A page's chunk that did not arrive: no connection, or a deploy removed the file an old page asked for. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /dynamically imported module|Importing a module script failed|Failed to fetch|preload/i.test(
    message,
  );
}
