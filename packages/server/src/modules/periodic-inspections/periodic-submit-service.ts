import {
  addInterval,
  can,
  gradeInspection,
  INSPECTION_KIND_LABELS,
  type InspectionResult,
  inspectionItemKey,
  inspectionOutcomeStatus,
  PERIODIC_MESSAGES,
  type PeriodicInspectionSubmission,
  type PeriodicInspectionSubmitted,
  periodicInspectionSignatureContent,
  summarizeInspection,
  utcDay,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import { type AuthenticatedUser, assertCapability } from "../../plugins/auth.js";
import { versionForPeriodic } from "../checklists/checklist-version-service.js";
import { recordInspectionDefects } from "../defects/defect-writes.js";
import { attachItemPhotos } from "../photos/photo-service.js";
import { recordSignature } from "../signatures/signature-writes.js";
import { applyStatusChange, createWorkOrders } from "../work-orders/work-order-writes.js";
import { workOrderIdTaken } from "./periodic-repository.js";
import { lockSchedule, recordScheduleDone } from "./schedule-repository.js";
import { getSchedule } from "./schedule-service.js";

/**
 * POST /periodic-inspections/submit (docs/decisions/046): the assigned inspector's (or a manager's) periodic
 * inspection, whole, in one transaction, so it waits in the offline queue like the daily check. The items are
 * graded against the version the form was opened on, which must be of the schedule's kind and apply to the
 * machine (409 otherwise); the inspection becomes a PERIODIC_INSPECTION work order with the id the device made
 * (the signature binds it), COMPLETED when every item is OK and WAITING_APPROVAL otherwise; every failed item is a
 * defect (a critical one makes the machine unsafe), exactly as for the daily check; the signature is required
 * and checked against the content; the schedule is next due one interval after today.
 */
export async function submitPeriodicInspection(
  db: Database,
  user: AuthenticatedUser,
  input: PeriodicInspectionSubmission,
): Promise<PeriodicInspectionSubmitted> {
  assertCapability(user, "periodicInspections.perform");
  const now = new Date();
  const today = utcDay(now);
  const outcome = await db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, user.organizationId, input.scheduleId);
    if (!schedule) throw notFound(PERIODIC_MESSAGES.notFound);
    if (schedule.assignee_id !== user.id && !can(user.role, "periodicInspections.manage"))
      throw new AppError("INSUFFICIENT_PERMISSIONS", PERIODIC_MESSAGES.notAssigned, 403);
    // The same inspection sent again without its Idempotency-Key: the record stands (a new one supersedes it).
    if (await workOrderIdTaken(tx, input.id))
      throw new AppError("INSPECTION_SUBMITTED", PERIODIC_MESSAGES.alreadySubmitted, 409);
    const machine = { id: schedule.equipment_id, equipmentType: schedule.equipment_type };
    const version = await versionForPeriodic(
      tx,
      user.organizationId,
      machine,
      schedule.kind,
      input.templateVersionId,
    );
    const grading = gradeInspection(version, input.items);
    if ("refused" in grading) throw new AppError(grading.refused.code, grading.refused.message);
    const summary = summarizeInspection(grading.graded);
    const status = inspectionOutcomeStatus(summary);
    const result: InspectionResult = {
      templateVersionId: version.id,
      summary,
      items: grading.graded.map(({ critical: _critical, ...entry }) => entry),
      operatorNotes: input.notes ?? "",
      hourMeterReading: null,
      completedAt: now.toISOString(),
      completedBy: user.email,
    };
    await createWorkOrders(
      tx,
      { organizationId: user.organizationId, createdById: user.id, note: "Periodic inspection started" },
      [
        {
          id: input.id,
          title: `${schedule.title} - ${schedule.equipment_number}`,
          description: `${INSPECTION_KIND_LABELS[schedule.kind]} of ${schedule.equipment_number} on ${today}, checklist version ${version.number}.`,
          status: "IN_PROGRESS",
          priority: "MEDIUM",
          work_order_type: "PERIODIC_INSPECTION",
          equipment_id: schedule.equipment_id,
          assigned_to_id: user.id,
          periodic_schedule_id: schedule.id,
          checklist_template_version_id: version.id,
          inspection_date: today,
          actual_start: now,
        },
      ],
    );
    const state = {
      id: input.id,
      organization_id: user.organizationId,
      status: "IN_PROGRESS" as const,
      equipment_id: schedule.equipment_id,
      mechanic_id: null,
      assigned_to_id: user.id,
      actual_start: now,
      scheduled_start: null,
      scheduled_end: null,
    };
    const historyId = await applyStatusChange(tx, user, state, status, {
      now,
      note:
        summary.itemsNeedingAttention > 0
          ? `${summary.itemsNeedingAttention} items need attention`
          : "All items OK",
      changes: { completion_notes: JSON.stringify(result), actual_end: now },
    });
    const inspection = {
      organizationId: user.organizationId,
      equipmentId: schedule.equipment_id,
      workOrderId: input.id,
      reportedById: user.id,
    };
    await recordInspectionDefects(tx, inspection, grading.graded);
    await recordSignature(
      tx,
      {
        organizationId: user.organizationId,
        step: "INSPECTION",
        workOrderId: input.id,
        signerId: user.id,
        content: periodicInspectionSignatureContent(input),
      },
      input.signature,
    );
    await attachItemPhotos(
      tx,
      user,
      input.items,
      input.items.map((entry, index) => inspectionItemKey(grading.graded[index] ?? entry)),
      { workOrderId: input.id, historyId },
    );
    await recordScheduleDone(tx, schedule.id, {
      doneDate: today,
      nextDueDate: addInterval(today, schedule.interval_count, schedule.interval_unit),
      inspectionId: input.id,
    });
    return { status, result };
  });
  return { id: input.id, ...outcome, schedule: await getSchedule(db, user, input.scheduleId) };
}
