import { type WorkOrderStatus, workOrderEventKind } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { recordEvents } from "../events/event-writes.js";
import { findEventFacts } from "./work-order-repository.js";

export interface WorkOrderChange {
  id: string;
  /** null: just created. */
  from: WorkOrderStatus | null;
  to: WorkOrderStatus;
  /** Who had it before the change (assignee, else mechanic). */
  previousAssigneeId?: string | null;
  /** Made by an operator's escalation. */
  escalation?: boolean;
}

/**
 * Records what each change was (domain's workOrderEventKind: assigned, completed, a critical breakdown...)
 * as an event in the caller's transaction, after the change is written: the live screens refresh, and the
 * people the rules name are told once it commits (docs/decisions/035).
 */
export async function recordWorkOrderEvents(
  tx: Database,
  actorId: string,
  changes: readonly WorkOrderChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const facts = new Map(
    (
      await findEventFacts(
        tx,
        changes.map((change) => change.id),
      )
    ).map((row) => [row.id, row]),
  );
  await recordEvents(
    tx,
    changes.flatMap((change) => {
      const row = facts.get(change.id);
      if (!row) return [];
      const previousAssigneeId = change.from === null ? null : (change.previousAssigneeId ?? null);
      const kind = workOrderEventKind({
        workOrderType: row.work_order_type,
        isEmergency: row.is_emergency,
        from: change.from,
        to: change.to,
        assigneeId: row.assignee_id,
        previousAssigneeId,
        escalation: change.escalation === true,
      });
      return [
        {
          organizationId: row.organization_id,
          kind,
          subjectType: "WORK_ORDER" as const,
          subjectId: row.id,
          actorId,
          data: { from: change.from, to: change.to, previousAssigneeId },
        },
      ];
    }),
  );
}
