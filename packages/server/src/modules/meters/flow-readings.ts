import type { ReadingSource } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { recordReading } from "./record-reading.js";

/** Where a flow's readings come from: the flow, the person, and the record that asked for them. */
export interface FlowReadingOrigin {
  organizationId: string;
  equipmentId: string;
  source: Extract<ReadingSource, "PERSON" | "INSPECTION" | "WORK_ORDER" | "ASSIGNMENT">;
  recordedById: string;
  workOrderId?: string;
  assignmentId?: string;
  takenAt?: Date;
  /** A manager's own entry (the machine's edit form): a jump needs no other review. */
  jumpReviewed?: boolean;
}

/**
 * The hour meter and mileage a flow asked for (Start/Complete Work, an inspection, an assignment, an edit of
 * the machine), recorded as readings taken now in the flow's transaction. The flow goes on whatever the
 * verdicts: a reading below the last one is kept as REFUSED, a jump is held for review (docs/decisions/041).
 * Null readings record nothing. Answers the verdicts, engine hours first.
 */
export async function recordFlowReadings(
  tx: Database,
  origin: FlowReadingOrigin,
  readings: { hourMeter?: number | null | undefined; mileage?: number | null | undefined },
) {
  const takenAt = origin.takenAt ?? new Date();
  const entries = [
    { kind: "ENGINE_HOURS" as const, value: readings.hourMeter },
    { kind: "ODOMETER" as const, value: readings.mileage },
  ];
  const verdicts = [];
  for (const { kind, value } of entries) {
    if (value === null || value === undefined) continue;
    verdicts.push(
      await recordReading(
        tx,
        {
          organizationId: origin.organizationId,
          equipmentId: origin.equipmentId,
          source: origin.source,
          recordedById: origin.recordedById,
          workOrderId: origin.workOrderId ?? null,
          assignmentId: origin.assignmentId ?? null,
          kind,
          value,
          takenAt,
        },
        { keepRefused: true, createMeter: true, jumpReviewed: origin.jumpReviewed === true },
      ),
    );
  }
  return verdicts;
}
