import { type PeriodicSchedule, periodicDueState } from "@mnx/domain";
import type { ScheduleRow } from "./schedule-repository.js";

export function toScheduleDto(row: ScheduleRow, today: string): PeriodicSchedule {
  return {
    id: row.id,
    equipment: {
      id: row.equipment_id,
      equipmentNumber: row.equipment_number,
      name: row.equipment_name,
      equipmentType: row.equipment_type,
    },
    kind: row.kind,
    title: row.title,
    intervalCount: row.interval_count,
    intervalUnit: row.interval_unit,
    dueSoonDays: row.due_soon_days,
    assignee: {
      id: row.assignee_id,
      firstName: row.assignee_first_name,
      lastName: row.assignee_last_name,
      role: row.assignee_role,
    },
    nextDueDate: row.next_due_date,
    lastDoneDate: row.last_done_date,
    lastInspectionId: row.last_inspection_id,
    dueState: periodicDueState(row.next_due_date, row.due_soon_days, today),
    templateVersionId: row.template_version_id,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
