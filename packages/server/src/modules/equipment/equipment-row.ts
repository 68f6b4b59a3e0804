import {
  type Equipment,
  type EquipmentCategory,
  type EquipmentStatus,
  type EquipmentType,
  MAINTENANCE_RECORD_TYPES,
  UNSAFE_DEFECT_STATUSES,
  UNSAFE_REASON_ITEMS,
  unsafeToOperateReason,
} from "@mnx/domain";
import { sqlConstants } from "../../db/sql-helpers.js";

/** One machine as the equipment queries select it: its columns, its operator's name and its counts. */
export interface EquipmentRow {
  id: string;
  equipment_number: string;
  name: string;
  equipment_type: EquipmentType;
  category: EquipmentCategory;
  status: EquipmentStatus;
  make: string;
  model: string | null;
  manufacturer: string | null;
  year: number | null;
  serial_number: string | null;
  hour_meter: number;
  mileage: number;
  current_job_site: string | null;
  assigned_operator_id: string | null;
  operator_first_name: string | null;
  operator_last_name: string | null;
  assigned_since: Date | null;
  location_yard: string | null;
  location_building: string | null;
  location_floor: string | null;
  location_room: string | null;
  purchase_date: string | null;
  warranty_expiry: string | null;
  qr_code: string | null;
  last_inspection_date: string | null;
  next_inspection_due: string | null;
  next_maintenance_due: string | null;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
  work_orders: number;
  maintenance_records: number;
  /** Its critical defects not yet certified (decision 040), and the first few items, oldest first. */
  unsafe_defects: number;
  unsafe_items: string[] | null;
}

/** The select list over `e` (equipment), `op` (its operator), `ea` (its ACTIVE assignment) and `s` (its counts). */
export const EQUIPMENT_COLUMNS = `
  e.id, e.equipment_number, e.name, e.equipment_type, e.category, e.status, e.make, e.model, e.manufacturer,
  e.year, e.serial_number, e.hour_meter, e.mileage, e.current_job_site, e.assigned_operator_id,
  op.first_name AS operator_first_name, op.last_name AS operator_last_name, ea.start_date AS assigned_since,
  e.location_yard, e.location_building, e.location_floor, e.location_room, e.purchase_date, e.warranty_expiry,
  e.qr_code, e.last_inspection_date, e.next_inspection_due, e.next_maintenance_due, e.notes, e.created_at,
  e.updated_at, COALESCE(s.work_orders, 0) AS work_orders, COALESCE(s.maintenance_records, 0) AS maintenance_records,
  COALESCE(u.unsafe_defects, 0) AS unsafe_defects, u.unsafe_items`;

/**
 * Machine `machine`'s critical defects not yet certified (the defects module's table, read on its partial index
 * `defects_unsafe`; docs/decisions/040), as `u.unsafe_defects` and `u.unsafe_items` (the first few, oldest first).
 */
export const unsafeDefectsJoin = (machine: string) => `
  LEFT JOIN LATERAL (
    SELECT count(*) AS unsafe_defects,
           (array_agg(d.item ORDER BY d.reported_at, d.category, d.item))[1:${UNSAFE_REASON_ITEMS}] AS unsafe_items
    FROM defects d
    WHERE d.equipment_id = ${machine}.id AND d.critical AND d.status IN ${sqlConstants(UNSAFE_DEFECT_STATUSES)}
  ) u ON true`;

/** Unsafe to operate, and why, from `unsafeDefectsJoin`'s columns. */
export const toUnsafe = (row: { unsafe_defects: number; unsafe_items: string[] | null }) => ({
  unsafeToOperate: row.unsafe_defects > 0,
  unsafeReason: unsafeToOperateReason(row.unsafe_defects, row.unsafe_items ?? []),
});

/**
 * The operator, the ACTIVE assignment (one at most: its unique index), the counts of machine `e` (from its
 * counters by status and type, migration 040: a few dozen rows whatever its history) and its critical defects not
 * yet certified (`unsafeDefectsJoin`), computed per row of the page (never per row of the table).
 * `typesParam` is the placeholder holding MAINTENANCE_RECORD_TYPES (see `maintenanceRecordTypes`).
 */
export const equipmentJoins = (typesParam: string) => `
  LEFT JOIN users op ON op.id = e.assigned_operator_id
  LEFT JOIN equipment_assignments ea ON ea.equipment_id = e.id AND ea.status = 'ACTIVE'
  LEFT JOIN LATERAL (
    SELECT sum(c.total)::bigint AS work_orders,
           sum(c.total) FILTER (WHERE c.status = 'COMPLETED' AND c.work_order_type = ANY(${typesParam}::text[]))::bigint
             AS maintenance_records
    FROM machine_work_order_counts c
    WHERE c.equipment_id = e.id
  ) s ON true
  ${unsafeDefectsJoin("e")}`;

export const maintenanceRecordTypes = (): string[] => [...MAINTENANCE_RECORD_TYPES];

/** A calendar day as the read shape's date-time (midnight UTC). */
const dayAsDateTime = (day: string | null) => (day === null ? null : `${day}T00:00:00.000Z`);

export function toEquipmentDto(row: EquipmentRow): Equipment {
  return {
    id: row.id,
    equipmentNumber: row.equipment_number,
    name: row.name,
    equipmentType: row.equipment_type,
    category: row.category,
    status: row.status,
    make: row.make,
    model: row.model,
    manufacturer: row.manufacturer,
    year: row.year,
    serialNumber: row.serial_number,
    hourMeter: row.hour_meter,
    mileage: row.mileage,
    currentJobSite: row.current_job_site,
    assignedOperatorId: row.assigned_operator_id,
    assignedOperator:
      row.assigned_operator_id === null
        ? null
        : {
            id: row.assigned_operator_id,
            firstName: row.operator_first_name ?? "",
            lastName: row.operator_last_name ?? "",
          },
    assignedSince: row.assigned_since === null ? null : row.assigned_since.toISOString(),
    locationYard: row.location_yard,
    locationBuilding: row.location_building,
    locationFloor: row.location_floor,
    locationRoom: row.location_room,
    location: { building: row.location_building, floor: row.location_floor, room: row.location_room },
    purchaseDate: row.purchase_date,
    warrantyExpiry: row.warranty_expiry,
    qrCode: row.qr_code,
    lastInspectionDate: dayAsDateTime(row.last_inspection_date),
    nextInspectionDue: dayAsDateTime(row.next_inspection_due),
    nextMaintenanceDue: dayAsDateTime(row.next_maintenance_due),
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    stats: { workOrders: row.work_orders, maintenanceRecords: row.maintenance_records },
    ...toUnsafe(row),
  };
}
