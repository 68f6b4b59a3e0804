import { type LocationMinimum, PART_MESSAGES, type PartDetail, quantityFitsUnit } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { writeLocationMinimum } from "./location-minimum-repository.js";
import { lockPart } from "./part-repository.js";
import { getPart } from "./part-service.js";
import { findLocation } from "./stock-repository.js";

/**
 * PUT /parts/{id}/locations/{locationId}/minimum (docs/decisions/036): the minimum a location keeps of a part (a
 * service truck's load), or null for the part's own. The 'to order' list then reads it at that location.
 * Another organization's part or location is not found; a whole unit takes a whole number.
 */
export async function setLocationMinimum(
  db: Database,
  user: AuthenticatedUser,
  partId: string,
  locationId: string,
  input: LocationMinimum,
): Promise<PartDetail> {
  await db.transaction(async (tx) => {
    // As every stock change: the part's minimum and archived state cannot change under the flag computed here.
    const part = await lockPart(tx, user.organizationId, partId, "SHARE");
    if (!part) throw notFound(PART_MESSAGES.notFound);
    if (!(await findLocation(tx, user.organizationId, locationId)))
      throw notFound(PART_MESSAGES.locationNotFound);
    if (input.minStock !== null && !quantityFitsUnit(part.unit, input.minStock)) {
      throw new AppError("VALIDATION_ERROR", PART_MESSAGES.wholeQuantity, 400, [
        { path: "minStock", message: PART_MESSAGES.wholeQuantity },
      ]);
    }
    await writeLocationMinimum(tx, user.organizationId, partId, locationId, input.minStock);
  });
  return getPart(db, user, partId);
}
