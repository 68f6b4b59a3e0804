import { addInterval, type ChecklistContentInput, checklistContentSchema, utcDay } from "@mnx/domain";
import { insertTemplate, publishVersion, storedSections } from "../../modules/checklists/checklist-writes.js";
import { insertSchedule } from "../../modules/periodic-inspections/schedule-writes.js";
import type { Database } from "../database.js";

/**
 * The demo's periodic inspections (docs/decisions/046): a crane's annual checklist and an excavator's monthly
 * one, and schedules assigned to the organization's inspector, so their dashboard shows work on the first visit:
 * the first crane's annual due within the week, the first excavator's monthly overdue, the second crane's annual
 * later in the year. Written through the owner modules' functions.
 */
const CRANE_ANNUAL: ChecklistContentInput = {
  name: "Crane annual inspection",
  sections: [
    {
      title: "Structure",
      items: [
        {
          name: "Boom sections, welds and lacing",
          kind: "PASS_FAIL",
          photoRequiredOnFail: true,
          critical: true,
        },
        { name: "Hook, latch and swivel", kind: "PASS_FAIL", photoRequiredOnFail: false, critical: true },
        { name: "Outriggers and pads", kind: "PASS_FAIL_NA", photoRequiredOnFail: false, critical: true },
      ],
    },
    {
      title: "Controls and limits",
      items: [
        {
          name: "Load moment indicator test load",
          kind: "READING",
          unit: "%",
          min: 95,
          max: 105,
          photoRequiredOnFail: false,
          critical: true,
        },
        { name: "Anti-two-block device", kind: "PASS_FAIL", photoRequiredOnFail: false, critical: true },
        {
          name: "Wire rope (broken wires, kinks)",
          kind: "PASS_FAIL",
          photoRequiredOnFail: true,
          critical: true,
        },
        { name: "Cab glass and mirrors", kind: "PASS_FAIL", photoRequiredOnFail: false, critical: false },
      ],
    },
  ],
};

const EXCAVATOR_MONTHLY: ChecklistContentInput = {
  name: "Excavator monthly inspection",
  sections: [
    {
      title: "Undercarriage and structure",
      items: [
        { name: "Track tension", kind: "PASS_FAIL", photoRequiredOnFail: false, critical: false },
        { name: "Boom and stick pins", kind: "PASS_FAIL", photoRequiredOnFail: true, critical: true },
        {
          name: "Swing bearing play",
          kind: "READING",
          unit: "mm",
          min: 0,
          max: 2,
          photoRequiredOnFail: false,
          critical: true,
        },
      ],
    },
  ],
};

async function template(
  tx: Database,
  organizationId: string,
  type: string,
  kind: string,
  input: ChecklistContentInput,
) {
  const content = checklistContentSchema.parse(input);
  const id = await insertTemplate(
    tx,
    organizationId,
    { equipmentType: type, equipmentId: null, kind },
    content.name,
  );
  if (!id) return;
  await publishVersion(tx, organizationId, id, {
    number: 1,
    name: content.name,
    sections: storedSections(content.sections, new Set()),
    publishedById: null,
  });
}

/** For the organization's demo INSPECTOR account (by its email), when it has one. */
export async function seedPeriodicInspections(
  tx: Database,
  organizationId: string,
  inspectorEmail: string | undefined,
  now: Date,
): Promise<void> {
  if (!inspectorEmail) return;
  const inspector = await tx.one<{ id: string }>(
    "SELECT id FROM users WHERE organization_id = $1 AND lower(email) = lower($2)",
    [organizationId, inspectorEmail],
  );
  if (!inspector) return;
  const machines = await tx.query<{ id: string; equipment_type: string }>(
    `SELECT id, equipment_type FROM equipment
     WHERE organization_id = $1 AND equipment_type IN ('CRANE', 'EXCAVATOR') AND status <> 'RETIRED'
     ORDER BY equipment_number`,
    [organizationId],
  );
  await template(tx, organizationId, "CRANE", "ANNUAL", CRANE_ANNUAL);
  await template(tx, organizationId, "EXCAVATOR", "MONTHLY", EXCAVATOR_MONTHLY);
  const today = utcDay(now);
  const cranes = machines.filter((machine) => machine.equipment_type === "CRANE");
  const excavator = machines.find((machine) => machine.equipment_type === "EXCAVATOR");
  const schedules = [
    {
      machine: cranes[0],
      kind: "ANNUAL",
      title: "Annual crane inspection",
      count: 12,
      due: addInterval(today, 5, "DAYS"),
    },
    {
      machine: excavator,
      kind: "MONTHLY",
      title: "Monthly excavator inspection",
      count: 1,
      due: addInterval(today, -3, "DAYS"),
    },
    {
      machine: cranes[1],
      kind: "ANNUAL",
      title: "Annual crane inspection",
      count: 12,
      due: addInterval(today, 120, "DAYS"),
    },
  ] as const;
  for (const schedule of schedules) {
    if (!schedule.machine) continue;
    await insertSchedule(tx, organizationId, {
      equipmentId: schedule.machine.id,
      kind: schedule.kind,
      title: schedule.title,
      intervalCount: schedule.count,
      intervalUnit: "MONTHS",
      dueSoonDays: 14,
      assigneeId: inspector.id,
      nextDueDate: schedule.due,
    });
  }
}
