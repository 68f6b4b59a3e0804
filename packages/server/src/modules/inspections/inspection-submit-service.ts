import {
  gradeInspection,
  INSPECTION_ACTUAL_HOURS,
  INSPECTION_MESSAGES,
  type InspectionResult,
  type InspectionSubmission,
  type InspectionSubmitted,
  inspectionItemKey,
  inspectionOutcomeStatus,
  inspectionSignatureContent,
  SIGNATURE_MESSAGES,
  summarizeInspection,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { versionForSubmission } from "../checklists/checklist-version-service.js";
import { recordInspectionDefects } from "../defects/defect-writes.js";
import { recordInspectionDate } from "../equipment/equipment-writes.js";
import { recordFlowReadings } from "../meters/meter-writes.js";
import { attachItemPhotos } from "../photos/photo-service.js";
import { isInspectionSigned } from "../signatures/signature-service.js";
import { recordSignature } from "../signatures/signature-writes.js";
import { readWorkOrder } from "../work-orders/work-order-read-service.js";
import { applyStatusChange, assertTransition } from "../work-orders/work-order-writes.js";
import { lockInspection } from "./inspection-repository.js";

/**
 * POST /inspections/daily/submit (part 1, 3-5): the operator's own daily inspection, all 16 items marked.
 * ASSIGNED -> IN_PROGRESS -> COMPLETED (all OK) or WAITING_APPROVAL (anything needs attention), both moves in
 * the history; the result is stored as JSON in completionNotes, actualEnd now, actualHours 0.5; the hour
 * meter reading moves the machine's meter forward and the machine is recorded as inspected that day. Photos
 * of a failed item (at most 5 each) are attached to the outcome's history line, naming the item. Every item
 * that needs attention becomes a defect of the machine in the same transaction (docs/decisions/040); an
 * all-OK check of a machine with a critical defect not yet certified is refused (409 EQUIPMENT_UNSAFE, by the
 * defects module's step on the move to COMPLETED): it cannot be passed. The items are graded against the
 * checklist version the inspection was started with (docs/decisions/042: a reading out of its range is a failed
 * item; an item not in that version is 409 CHECKLIST_ITEM_REMOVED), and the inspection keeps that version.
 */
export async function submitInspection(
  db: Database,
  user: AuthenticatedUser,
  input: InspectionSubmission,
): Promise<InspectionSubmitted & { attention: boolean }> {
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const state = await lockInspection(tx, user.organizationId, user.id, input.workOrderId);
    if (!state) throw notFound(INSPECTION_MESSAGES.noneAssigned);
    // A signed inspection is the record: sent again, it is refused (a new inspection supersedes it).
    if (await isInspectionSigned(tx, state.id))
      throw new AppError("RECORD_SIGNED", SIGNATURE_MESSAGES.recordSigned, 409);
    const machine = { id: state.equipment_id, equipmentType: state.equipment_type };
    const version = await versionForSubmission(tx, user.organizationId, machine, input.templateVersionId);
    const grading = gradeInspection(version, input.items);
    if ("refused" in grading) throw new AppError(grading.refused.code, grading.refused.message);
    const summary = summarizeInspection(grading.graded);
    const outcome = inspectionOutcomeStatus(summary);
    const result: InspectionResult = {
      templateVersionId: version.id,
      summary,
      items: grading.graded.map(({ critical: _critical, ...entry }) => entry),
      operatorNotes: input.operatorNotes ?? "",
      hourMeterReading: input.hourMeterReading ?? null,
      completedAt: now.toISOString(),
      completedBy: user.email,
    };
    const started = state.status === "IN_PROGRESS";
    if (!started) assertTransition(state.status, "IN_PROGRESS", user.role);
    assertTransition("IN_PROGRESS", outcome, user.role);
    if (!started)
      await applyStatusChange(tx, user, state, "IN_PROGRESS", { note: "Inspection started", now });
    const inProgress = { ...state, status: "IN_PROGRESS" as const, actual_start: state.actual_start ?? now };
    const historyId = await applyStatusChange(tx, user, inProgress, outcome, {
      now,
      note:
        summary.itemsNeedingAttention > 0
          ? `${summary.itemsNeedingAttention} items need attention`
          : "All items OK",
      changes: {
        completion_notes: JSON.stringify(result),
        checklist_template_version_id: version.id,
        actual_end: now,
        actual_hours: INSPECTION_ACTUAL_HOURS,
        hour_meter_end: input.hourMeterReading,
      },
    });
    await recordInspectionDefects(
      tx,
      {
        organizationId: user.organizationId,
        equipmentId: state.equipment_id,
        workOrderId: state.id,
        reportedById: user.id,
      },
      grading.graded,
    );
    await recordFlowReadings(
      tx,
      {
        organizationId: user.organizationId,
        equipmentId: state.equipment_id,
        source: "INSPECTION",
        recordedById: user.id,
        workOrderId: state.id,
      },
      { hourMeter: input.hourMeterReading },
    );
    await recordInspectionDate(tx, state.equipment_id, state.inspection_date);
    if (input.signature) {
      // The operator's signature of what was submitted (docs/decisions/043); optional for older queued ones.
      await recordSignature(
        tx,
        {
          organizationId: user.organizationId,
          step: "INSPECTION",
          workOrderId: state.id,
          signerId: user.id,
          content: inspectionSignatureContent(input),
        },
        input.signature,
      );
    }
    await attachItemPhotos(
      tx,
      user,
      input.items,
      input.items.map((entry, index) => inspectionItemKey(grading.graded[index] ?? entry)),
      { workOrderId: state.id, historyId },
    );
    return result;
  });
  return {
    workOrder: await readWorkOrder(db, user, input.workOrderId),
    result,
    attention: result.summary.itemsNeedingAttention > 0,
  };
}
