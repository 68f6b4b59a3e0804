import type { MachineAlert, MachineAlertSeverity, MachineAlertStatus } from "@mnx/domain";

/** One alert as the machine-alerts queries select it: its columns, its machine, its feed and its people. */
export interface MachineAlertRow {
  id: string;
  organization_id: string;
  equipment_id: string;
  equipment_number: string;
  equipment_name: string;
  code: string;
  code_source: string;
  description: string | null;
  severity: MachineAlertSeverity;
  feed_severity: string | null;
  status: MachineAlertStatus;
  first_occurred_at: Date;
  last_occurred_at: Date;
  occurrences: number;
  connection_name: string | null;
  acknowledged_at: Date | null;
  acknowledged_note: string | null;
  cleared_at: Date | null;
  cleared_note: string | null;
  work_order_id: string | null;
  created_at: Date;
  acknowledged_by: PersonJson | null;
  cleared_by: PersonJson | null;
}

interface PersonJson {
  id: string;
  firstName: string;
  lastName: string;
}

const person = (alias: string, column: string) =>
  `(SELECT json_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name)
    FROM users ${alias} WHERE ${alias}.id = a.${column}) AS ${column.replace(/_id$/, "")}`;

/** The select list over `a` (machine_alerts) and `e` (its machine). */
export const ALERT_COLUMNS = `
  a.id, a.organization_id, a.equipment_id, e.equipment_number, e.name AS equipment_name, a.code, a.code_source,
  a.description, a.severity, a.feed_severity, a.status, a.first_occurred_at, a.last_occurred_at, a.occurrences,
  (SELECT c.name FROM telematics_connections c WHERE c.id = a.connection_id) AS connection_name,
  a.acknowledged_at, a.acknowledged_note, a.cleared_at, a.cleared_note, a.work_order_id, a.created_at,
  ${person("ak", "acknowledged_by_id")}, ${person("cl", "cleared_by_id")}`;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toMachineAlertDto(row: MachineAlertRow): MachineAlert {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    equipment: { id: row.equipment_id, equipmentNumber: row.equipment_number, name: row.equipment_name },
    code: row.code,
    codeSource: row.code_source,
    description: row.description,
    severity: row.severity,
    feedSeverity: row.feed_severity,
    status: row.status,
    firstOccurredAt: row.first_occurred_at.toISOString(),
    lastOccurredAt: row.last_occurred_at.toISOString(),
    occurrences: row.occurrences,
    connectionName: row.connection_name,
    acknowledgedAt: iso(row.acknowledged_at),
    acknowledgedBy: row.acknowledged_by,
    acknowledgedNote: row.acknowledged_note,
    clearedAt: iso(row.cleared_at),
    clearedBy: row.cleared_by,
    clearedNote: row.cleared_note,
    workOrderId: row.work_order_id,
    createdAt: row.created_at.toISOString(),
  };
}
