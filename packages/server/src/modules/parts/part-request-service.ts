import {
  PART_MESSAGES,
  type PartRequested,
  partLabel,
  quantityLabel,
  TERMINAL_WORK_ORDER_STATUSES,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_PARTS_MESSAGES,
  type WorkOrderPartRequest,
  waitingForPartsNote,
} from "@mnx/domain";
import { workOrderScopeOf } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { readWorkOrder } from "../work-orders/work-order-read-service.js";
import {
  applyStatusChange,
  assertTransition,
  lockForChange,
  type WorkOrderState,
} from "../work-orders/work-order-writes.js";
import { findPart } from "./part-repository.js";
import { lockCountFlag, restoreCountFlag } from "./part-request-repository.js";
import { findLocation, findScopedWorkOrder } from "./stock-repository.js";
import { changeStock } from "./stock-service.js";

const isClosed = (status: string) => (TERMINAL_WORK_ORDER_STATUSES as readonly string[]).includes(status);
const closed = () => new AppError("WORK_ORDER_CLOSED", PART_MESSAGES.workOrderClosed, 409);

/**
 * POST /work-orders/{id}/parts/request (docs/decisions/033-parts-on-work-orders-web.md): a part the job needs
 * and the location does not have. The job takes it now, before it is in stock: one USED row (its reason says
 * so) at the part's cost, so the stock there goes below zero and the part is on the 'to order' list with what
 * brings it back. The shortage is known, so it does not flag the stock for a count (the flag stays as it was).
 * With `waitForParts`, the work order moves to Waiting Parts in the same transaction, its history line naming
 * the part; the state machine decides whether the caller may (409 otherwise, and nothing is written).
 */
export async function requestParts(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
  input: WorkOrderPartRequest,
): Promise<PartRequested> {
  const order = await findScopedWorkOrder(db, workOrderScopeOf(user), workOrderId);
  if (!order) throw notFound(WORK_ORDER_MESSAGES.notFound);
  if (isClosed(order.status)) throw closed();
  let state: WorkOrderState | undefined;
  let flag = false;
  const change = await changeStock(db, user, input.partId, {
    quantity: { field: "quantity", value: input.quantity },
    locationIds: [input.locationId],
    lines: async (tx, part) => {
      state = await lockForChange(tx, user, workOrderId);
      if (isClosed(state.status)) throw closed();
      if (input.waitForParts && state.status !== "WAITING_PARTS") {
        assertTransition(state.status, "WAITING_PARTS", user.role);
      }
      flag = await lockCountFlag(tx, input.partId, input.locationId);
      return [
        {
          partId: input.partId,
          locationId: input.locationId,
          kind: "USED",
          quantity: -input.quantity,
          unitCost: part.unit_cost,
          workOrderId,
          reason: WORK_ORDER_PARTS_MESSAGES.requestedReason,
        },
      ];
    },
    after: async (tx, part) => {
      await restoreCountFlag(tx, input.partId, input.locationId, flag);
      if (!state || !input.waitForParts || state.status === "WAITING_PARTS") return;
      // Both were found a moment ago in this transaction (changeStock checks them first).
      const named = await findPart(tx, user.organizationId, input.partId);
      const location = await findLocation(tx, user.organizationId, input.locationId);
      const note = waitingForPartsNote(
        named ? partLabel({ partNumber: named.part_number, name: named.name }) : PART_MESSAGES.notFound,
        quantityLabel(input.quantity, part.unit),
        location?.name ?? "",
      );
      await applyStatusChange(tx, user, state, "WAITING_PARTS", { note });
    },
  });
  return { ...change, workOrder: await readWorkOrder(db, user, workOrderId) };
}
