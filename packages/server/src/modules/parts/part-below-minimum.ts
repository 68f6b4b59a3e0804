import { crossesBelowMinimum } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { recordEvents } from "../events/event-writes.js";
import { type LedgerLine, stockLevels } from "./stock-repository.js";

/**
 * Records PART_BELOW_MINIMUM for each location where a stock change just took the part to or below its
 * minimum (docs/decisions/039-web-push.md), in the change's transaction, once per crossing: the on-hand rows
 * these lines moved are held by this transaction until it commits, so the quantity read here is the one
 * right after this change, and the one before it is that less this change's lines.
 */
export async function recordPartsBelowMinimum(
  tx: Database,
  organizationId: string,
  actorId: string,
  partId: string,
  lines: readonly LedgerLine[],
): Promise<void> {
  const change = new Map<string, number>();
  for (const line of lines) change.set(line.locationId, (change.get(line.locationId) ?? 0) + line.quantity);
  const levels = await stockLevels(tx, partId, [...change.keys()]);
  const crossed = levels.filter((level) =>
    crossesBelowMinimum({
      before: level.quantity - (change.get(level.location_id) ?? 0),
      after: level.quantity,
      minStock: Number(level.min_stock),
    }),
  );
  await recordEvents(
    tx,
    crossed.map((level) => ({
      organizationId,
      kind: "PART_BELOW_MINIMUM" as const,
      subjectType: "PART" as const,
      subjectId: partId,
      actorId,
      data: {
        locationId: level.location_id,
        locationName: level.location_name,
        onHand: level.quantity,
        minStock: Number(level.min_stock),
      },
    })),
  );
}
