import type { WorkOrder } from "@mnx/domain";
import { useRefusedWrites, useWaitingWrites } from "../../../lib/waiting-writes";
import {
  type NewWorkOrderOnDevice,
  newWorkOrdersOnDevice,
  type WorkOrderOnDevice,
  workOrderOnDevice,
} from "./work-order-on-device";

export interface WorkOrderOnDeviceView<T extends WorkOrder> extends WorkOrderOnDevice<T> {
  /** The work order as the server last sent it (what a refusal compares with). */
  saved: T;
  dismiss: (idempotencyKey: string) => void;
}

/**
 * A card's or a details view's work order with this device's waiting changes laid over it and its refused
 * ones (docs/decisions/011, "What waits shows").
 */
export function useWorkOrderOnDevice<T extends WorkOrder>(workOrder: T): WorkOrderOnDeviceView<T>;
export function useWorkOrderOnDevice<T extends WorkOrder>(
  workOrder: T | undefined,
): WorkOrderOnDeviceView<T> | undefined;
export function useWorkOrderOnDevice<T extends WorkOrder>(
  workOrder: T | undefined,
): WorkOrderOnDeviceView<T> | undefined {
  const waiting = useWaitingWrites();
  const { refused, dismiss } = useRefusedWrites();
  if (!workOrder) return undefined;
  return { ...workOrderOnDevice(workOrder, waiting, refused), saved: workOrder, dismiss };
}

/** The work orders of `kinds` created on this device that wait to be sent, or were refused. */
export function useNewWorkOrdersOnDevice(kinds: readonly NewWorkOrderOnDevice["kind"][]) {
  const waiting = useWaitingWrites();
  const { refused, dismiss } = useRefusedWrites();
  return { entries: newWorkOrdersOnDevice(waiting, refused, kinds), dismiss };
}
