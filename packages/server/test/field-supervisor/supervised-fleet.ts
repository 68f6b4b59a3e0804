import { INSPECTION_CHECKLIST, type InspectionItem } from "@mnx/domain";
import type { Database } from "../../src/db/database.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { assignMachine, insertMachine } from "../work-orders/fixtures.js";

/**
 * A throw-away organization with a small fleet whose figures are known by construction (the seeded
 * organizations stay as they are for every other suite):
 * - machines: M1, M2 run by the team's operator; M3 run by a second operator; M4 with nobody; M5 down for
 *   repair but still held by the second operator; M6 retired (outside every figure);
 * - operators: the team's operator and the second one (both ACTIVE, both holding machines), a third one
 *   ACTIVE with no machine, a fourth INACTIVE;
 * - earlier days' inspections: M1 two days ago never submitted (missed), M3 ten days ago never submitted (too
 *   old to count as missed), M2 yesterday completed, M1 three days ago cancelled.
 */
export interface SupervisedFleet {
  team: TeamOrganization;
  machines: { m1: string; m2: string; m3: string; m4: string; m5: string; m6: string };
  operators: { first: string; second: string; idle: string; inactive: string };
  secondEmail: string;
  /** The missed inspection (M1, two days ago). */
  missedId: string;
}

/** A daily inspection of an earlier day, straight into the table (the API only assigns today's). */
export async function insertInspection(
  db: Database,
  organizationId: string,
  equipmentId: string,
  operatorId: string,
  daysAgo: number,
  status: string,
) {
  const row = await db.one<{ id: string }>(
    `INSERT INTO work_orders (organization_id, title, description, status, work_order_type, equipment_id,
                              equipment_operator_id, assigned_to_id, inspection_date, created_at)
     VALUES ($1, 'Daily Inspection - earlier', 'An earlier day', $5, 'INSPECTION', $2, $3, $3,
             current_date - $4::int, now() - make_interval(days => $4::int)) RETURNING id`,
    [organizationId, equipmentId, operatorId, daysAgo, status],
  );
  if (!row) throw new Error("inspection not inserted");
  return row.id;
}

export async function buildSupervisedFleet(db: Database, name: string): Promise<SupervisedFleet> {
  const team = await createTeamOrganization(db, name);
  const org = team.organizationId;
  const second = await team.addPerson("OPERATOR", { firstName: "Sam", lastName: "Second" });
  const idle = await team.addPerson("OPERATOR", { firstName: "Ida", lastName: "Idle" });
  const inactive = await team.addPerson("OPERATOR", { status: "INACTIVE", lastName: "Gone" });
  const first = team.ids.OPERATOR;
  const machines = {
    m1: await insertMachine(db, org, { name: "M1 excavator" }),
    m2: await insertMachine(db, org, { name: "M2 loader", status: "IN_SERVICE" }),
    m3: await insertMachine(db, org, { name: "M3 dozer" }),
    m4: await insertMachine(db, org, { name: "M4 roller" }),
    m5: await insertMachine(db, org, { name: "M5 grader", status: "DOWN_FOR_REPAIR" }),
    m6: await insertMachine(db, org, { name: "M6 old truck", status: "RETIRED" }),
  };
  await assignMachine(db, org, machines.m1, first);
  await assignMachine(db, org, machines.m2, first);
  await assignMachine(db, org, machines.m3, second.id);
  await assignMachine(db, org, machines.m5, second.id);
  const missedId = await insertInspection(db, org, machines.m1, first, 2, "ASSIGNED");
  await insertInspection(db, org, machines.m3, second.id, 10, "ASSIGNED");
  await insertInspection(db, org, machines.m2, first, 1, "COMPLETED");
  await insertInspection(db, org, machines.m1, first, 3, "CANCELLED");
  return {
    team,
    machines,
    operators: { first, second: second.id, idle: idle.id, inactive: inactive.id },
    secondEmail: second.email,
    missedId,
  };
}

/** All 16 items OK except the first `attention` ones. */
export const checklist = (attention = 0, note = "Worn"): InspectionItem[] =>
  INSPECTION_CHECKLIST.map((entry, index) => ({
    ...entry,
    status: index < attention ? "NEEDS_ATTENTION" : "OK",
    notes: index < attention ? note : "",
  }));
