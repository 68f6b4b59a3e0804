import type { LabourLine, LabourLineSource, LabourRateSource } from "@mnx/domain";

export interface LabourLineRow {
  id: string;
  work_order_id: string;
  person_id: string;
  person_first_name: string;
  person_last_name: string;
  source: LabourLineSource;
  hours: number;
  hourly_rate: number;
  rate_source: LabourRateSource;
  cost: number;
  work_date: string;
  note: string | null;
  by_id: string | null;
  by_first_name: string | null;
  by_last_name: string | null;
  created_at: Date;
  removed_at: Date | null;
  removed_by_id: string | null;
  removed_by_first_name: string | null;
  removed_by_last_name: string | null;
  removed_reason: string | null;
}

/** A labour line with the names of its person, who recorded it and who removed it. */
export const LABOUR_LINE_SELECT = `
  SELECT l.id, l.work_order_id, p.id AS person_id, p.first_name AS person_first_name,
         p.last_name AS person_last_name, l.source, l.hours, l.hourly_rate, l.rate_source, l.cost,
         l.work_date::text AS work_date, l.note, b.id AS by_id, b.first_name AS by_first_name,
         b.last_name AS by_last_name, l.created_at, l.removed_at, r.id AS removed_by_id,
         r.first_name AS removed_by_first_name, r.last_name AS removed_by_last_name, l.removed_reason
  FROM labour_lines l
  JOIN users p ON p.id = l.user_id
  LEFT JOIN users b ON b.id = l.created_by_id
  LEFT JOIN users r ON r.id = l.removed_by_id`;

const personOf = (id: string | null, firstName: string | null, lastName: string | null) =>
  id && firstName !== null && lastName !== null ? { id, firstName, lastName } : null;

/** `showCosts` false: the caller's role sees no costs (an operator), so rate and cost are null. */
export function toLabourLineDto(row: LabourLineRow, showCosts: boolean): LabourLine {
  return {
    id: row.id,
    workOrderId: row.work_order_id,
    person: { id: row.person_id, firstName: row.person_first_name, lastName: row.person_last_name },
    source: row.source,
    hours: row.hours,
    hourlyRate: showCosts ? row.hourly_rate : null,
    rateSource: row.rate_source,
    cost: showCosts ? row.cost : null,
    workDate: row.work_date,
    note: row.note,
    recordedBy: personOf(row.by_id, row.by_first_name, row.by_last_name),
    createdAt: row.created_at.toISOString(),
    removedAt: row.removed_at?.toISOString() ?? null,
    removedBy: personOf(row.removed_by_id, row.removed_by_first_name, row.removed_by_last_name),
    removedReason: row.removed_reason,
  };
}
