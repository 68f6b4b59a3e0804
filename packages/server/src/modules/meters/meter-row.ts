import { METER_UNITS, type Meter, type MeterReading, type ReadingSource } from "@mnx/domain";
import type { MeterListRow, ReadingRow } from "./meter-read-repository.js";

export function toMeterDto(row: MeterListRow): Meter {
  return {
    id: row.id,
    kind: row.kind,
    unit: METER_UNITS[row.kind],
    value: row.current_value,
    lifetimeValue: row.current_value + row.value_offset,
    readAt: row.current_at?.toISOString() ?? null,
    heldReadings: row.held,
  };
}

export function toReadingDto(row: ReadingRow): MeterReading {
  return {
    id: row.id,
    equipment: { id: row.equipment_id, equipmentNumber: row.equipment_number, name: row.equipment_name },
    kind: row.kind,
    value: row.value,
    takenAt: row.taken_at.toISOString(),
    recordedAt: row.recorded_at.toISOString(),
    source: row.source as ReadingSource,
    sender: row.sender,
    recordedBy: row.recorded_by,
    status: row.status,
    reasonCode: row.reason_code,
    reason: row.reason,
    replacement: row.replacement,
    replacedValue: row.replaced_value,
    workOrderId: row.work_order_id,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    reviewNote: row.review_note,
  };
}
