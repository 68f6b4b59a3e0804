import { judgeReading, METER_MESSAGES, type MeterReading, type ReadingReview } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { lockHeldReading, lockMeter, setReviewed } from "./meter-repository.js";
import { readReading } from "./meter-service.js";
import { applyToMeter, neighboursOf } from "./record-reading.js";

/**
 * POST /meter-readings/{id}/review: a manager accepts a held reading (its jump seen; it must still fit between
 * its neighbours, and it moves the meter when it is the latest) or rejects it (kept, never counted).
 */
export async function reviewReading(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  review: ReadingReview,
): Promise<MeterReading> {
  await db.transaction(async (tx) => {
    const held = await lockHeldReading(tx, user.organizationId, id);
    if (!held) throw notFound(METER_MESSAGES.readingNotFound);
    if (held.status !== "HELD") throw new AppError("METER_READING_NOT_HELD", METER_MESSAGES.notHeld);
    const meter = await lockMeter(tx, user.organizationId, held.equipment_id, held.kind);
    if (!meter) throw notFound(METER_MESSAGES.readingNotFound);
    const around = await neighboursOf(tx, meter, held.taken_at, held.id);
    const note = review.note ?? null;
    if (review.decision === "REJECT") {
      await setReviewed(tx, id, "REJECTED", user.id, held.value + around.offset, note);
      return;
    }
    const verdict = judgeReading({
      kind: held.kind,
      value: held.value,
      takenAt: held.taken_at,
      replacement: false,
      previous: around.previous,
      next: around.next,
      jumpReviewed: true,
    });
    if (verdict.verdict !== "ACCEPT") {
      throw new AppError(verdict.code, verdict.message, 409);
    }
    const lifetime = around.latest
      ? await applyToMeter(tx, meter, { value: held.value, takenAt: held.taken_at, replacement: false })
      : held.value + around.offset;
    await setReviewed(tx, id, "ACCEPTED", user.id, lifetime, note);
  });
  return readReading(db, user, id);
}
