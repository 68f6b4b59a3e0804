import {
  can,
  type InspectorDashboard,
  PERIODIC_DASHBOARD_LIMIT,
  PERIODIC_RECENT_DAYS,
  utcDay,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { type AuthenticatedUser, assertCapability } from "../../plugins/auth.js";
import { listAwaitingCertification, listRecentlyDone } from "./periodic-repository.js";
import { listInWindow } from "./schedule-repository.js";
import { toScheduleDto } from "./schedule-row.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /periodic-inspections/dashboard: the periodic inspections due and overdue (in their window today), those
 * done in the last 30 days, and the critical defects awaiting certification. An inspector or mechanic sees
 * what is assigned to them; SHOP_FOREMAN and up see everyone's. Each list is one query on its own index, at
 * most 50 rows (docs/decisions/046).
 */
export async function inspectorDashboard(db: Database, user: AuthenticatedUser): Promise<InspectorDashboard> {
  assertCapability(user, "periodicInspections.perform");
  const now = new Date();
  const today = utcDay(now);
  const everyone = can(user.role, "periodicInspections.manage");
  const mine = everyone ? null : user.id;
  const [inWindow, done, awaiting] = await Promise.all([
    listInWindow(db, user.organizationId, mine, today, PERIODIC_DASHBOARD_LIMIT),
    listRecentlyDone(
      db,
      user.organizationId,
      mine,
      new Date(now.getTime() - PERIODIC_RECENT_DAYS * DAY_MS),
      PERIODIC_DASHBOARD_LIMIT,
    ),
    listAwaitingCertification(db, user.organizationId, PERIODIC_DASHBOARD_LIMIT),
  ]);
  const schedules = inWindow.map((row) => toScheduleDto(row, today));
  return {
    scope: everyone ? "EVERYONE" : "MINE",
    today,
    overdue: schedules.filter((schedule) => schedule.dueState === "OVERDUE"),
    due: schedules.filter((schedule) => schedule.dueState === "DUE"),
    recent: done.map((row) => ({
      id: row.id,
      scheduleId: row.periodic_schedule_id,
      equipment: {
        id: row.equipment_id,
        equipmentNumber: row.equipment_number,
        name: row.equipment_name,
        equipmentType: row.equipment_type,
      },
      title: row.title,
      status: row.status,
      completedAt: new Date(row.actual_end).toISOString(),
      inspector:
        row.inspector_id && row.inspector_first_name !== null && row.inspector_last_name !== null
          ? { id: row.inspector_id, firstName: row.inspector_first_name, lastName: row.inspector_last_name }
          : null,
      itemsNeedingAttention: row.items_needing_attention ?? 0,
    })),
    awaitingCertification: awaiting.map((row) => ({
      id: row.id,
      equipment: { id: row.equipment_id, equipmentNumber: row.equipment_number, name: row.equipment_name },
      item: row.item,
      status: row.status,
      reportedAt: new Date(row.reported_at).toISOString(),
    })),
  };
}
