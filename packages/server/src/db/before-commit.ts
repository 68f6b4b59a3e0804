import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "./database.js";

interface Pending {
  work: ((tx: Database) => Promise<void>) | undefined;
}

const pending = new AsyncLocalStorage<Pending>();

/**
 * Runs `next`, and everything that follows from it, with `work` to be written in the first transaction it
 * commits, just before the COMMIT: so both are applied, or neither (the Idempotency-Key's 'applied' mark with
 * the write it guards, plugins/idempotency.ts).
 */
export function withWorkBeforeCommit(work: (tx: Database) => Promise<void>, next: () => void): void {
  pending.run({ work }, next);
}

/** Every engine's transaction() calls it before its COMMIT (the outer transaction only). */
export async function runWorkBeforeCommit(tx: Database): Promise<void> {
  const store = pending.getStore();
  const work = store?.work;
  if (!store || !work) return;
  store.work = undefined;
  await work(tx);
}
