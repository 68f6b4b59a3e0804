import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.js";
import { deleteUnattachedPhotos } from "./photo-repository.js";
import type { PhotoStorage } from "./photo-storage.js";

/**
 * Removes uploads no write attached within `maxAgeMs` (refused, or never sent): their rows, then their files.
 * Several servers may run it at once: DELETE ... RETURNING hands each row to exactly one of them, which then
 * removes that file. A file whose removal fails is only left taking room (its row is gone either way).
 */
export async function purgeUnattachedPhotos(
  db: Database,
  storage: PhotoStorage,
  maxAgeMs: number,
): Promise<number> {
  const removed = await deleteUnattachedPhotos(db, `${Math.round(maxAgeMs)} milliseconds`);
  for (const photo of removed) await storage.remove(photo.organization_id, photo.id);
  return removed.length;
}

/**
 * The clean-up while the server runs: once when it is ready, then every PHOTO_CLEANUP_MINUTES, for uploads older
 * than PHOTO_UNATTACHED_HOURS. A failure (the bucket out of reach) is logged and tried again next time.
 */
export function schedulePhotoCleanup(app: FastifyInstance): void {
  const { photoUnattachedMaxAgeMs: maxAgeMs, photoCleanupIntervalMs: intervalMs } = app.config;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeUnattachedPhotos(app.db, app.photoStorage, maxAgeMs)
      .then((removed) => {
        if (removed) app.log.info({ removed }, "unattached photos removed");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "unattached photos not removed"))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
