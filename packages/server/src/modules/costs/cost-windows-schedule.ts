import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.js";
import { advanceCostWindows, lateCostWindows } from "./cost-report-repository.js";

/** How often the server looks for windows a new day has left behind. */
const EVERY_MS = 15 * 60_000;

/** Moves every organization's cost windows on to today (UTC), one organization per statement. */
export async function advanceLateCostWindows(db: Database, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const late = await lateCostWindows(db, today);
  for (const { organization_id } of late) await advanceCostWindows(db, organization_id, today);
  return late.length;
}

/**
 * The reports' cost windows moved on while the server runs (docs/decisions/031-labour-and-costs.md): once when it
 * is ready, then every 15 minutes, so the first report of a day does not wait for the day's advance (a report
 * still advances its own organization's windows when they are behind). Several servers may run it at once: the
 * advance locks the organization's row, and the second finds it done. A failure is logged and tried again.
 */
export function scheduleCostWindows(app: FastifyInstance): void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= advanceLateCostWindows(app.db)
      .then((advanced) => {
        if (advanced) app.log.info({ advanced }, "cost windows moved on");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "cost windows not moved on"))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
