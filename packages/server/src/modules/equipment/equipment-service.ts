import type { EquipmentStats } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { countEquipmentByHealth } from "./equipment-stats-repository.js";

/** Fleet figures for the caller's organization (reports, System Status). Everyone may see them. */
export async function equipmentStats(db: Database, user: AuthenticatedUser): Promise<EquipmentStats> {
  return countEquipmentByHealth(db, user.organizationId);
}
