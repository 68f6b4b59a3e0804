import {
  canTransitionDefect,
  DEFECT_MESSAGES,
  type Defect,
  type DefectStatus,
  type DefectStatusChange,
  defectSignatureContent,
  defectSignatureStep,
  SIGNATURE_MESSAGES,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { recordSignature } from "../signatures/signature-writes.js";
import { type DefectStepChanges, findDefect, updateDefect } from "./defect-repository.js";
import { defectScopeOf } from "./defect-scope.js";
import { getDefect } from "./defect-service.js";
import { recordBackInServiceIfSafe } from "./machine-safety-events.js";

/** The step's time and person (and note) a move to `to` records. */
function stepChanges(
  to: DefectStatus,
  userId: string,
  note: string | undefined,
  now: Date,
): DefectStepChanges {
  switch (to) {
    case "REPAIR_IN_PROGRESS":
      return { repair_started_at: now };
    case "REPAIRED":
      return { repaired_at: now, repaired_by_id: userId };
    case "CERTIFIED":
    case "NO_CORRECTION_NEEDED":
      return { certified_at: now, certified_by_id: userId, certification_note: note ?? null };
    case "ACKNOWLEDGED":
      return { acknowledged_at: now, acknowledged_by_id: userId };
    default:
      return {};
  }
}

/**
 * POST /defects/{id}/status (docs/decisions/040): a move of the defect state machine by the caller's role.
 * 404 for a defect the caller does not see (another organization's; an operator: a machine not theirs, so
 * only the operator who runs the machine now acknowledges), 403 for a role that may not take the move, 409
 * for a move the machine does not allow (acknowledging one not yet certified: DEFECT_NOT_CERTIFIED). The
 * defect row is locked, so two moves at once run one after the other and the second is checked against the
 * first's result. A certification (or no correction needed) and an acknowledgement may carry the signer's
 * signature, checked and kept in the same transaction (docs/decisions/043).
 */
export async function changeDefectStatus(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: DefectStatusChange,
): Promise<Defect> {
  await db.transaction(async (tx) => {
    const defect = await findDefect(tx, defectScopeOf(user), id, true);
    if (!defect) throw notFound(DEFECT_MESSAGES.notFound);
    const allowed = canTransitionDefect(defect.status, input.status, user.role);
    if (!allowed.ok) throw new AppError(allowed.code, allowed.message, allowed.status);
    if (input.signature) {
      // The certification's or the acknowledgement's signature (docs/decisions/043); a repair move is not signed.
      const step = defectSignatureStep(input.status);
      if (!step) throw new AppError("SIGNATURE_NOT_ALLOWED", SIGNATURE_MESSAGES.stepNotAllowed, 403);
      const content = defectSignatureContent({
        defectId: id,
        category: defect.category,
        item: defect.item,
        status: input.status,
        note: input.note,
      });
      await recordSignature(
        tx,
        { organizationId: user.organizationId, step, defectId: id, signerId: user.id, content },
        input.signature,
      );
    }
    await updateDefect(tx, id, input.status, stepChanges(input.status, user.id, input.note, new Date()));
    if (defect.critical && (input.status === "CERTIFIED" || input.status === "NO_CORRECTION_NEEDED")) {
      const machine = { id, organizationId: defect.organization_id, equipmentId: defect.equipment_id };
      await recordBackInServiceIfSafe(tx, { ...machine, item: defect.item }, user.id);
    }
  });
  return getDefect(db, user, id);
}
