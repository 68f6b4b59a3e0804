import { t } from "@lingui/core/macro";
import {
  CREATABLE_WORK_ORDER_TYPES,
  type CreateWorkOrderInput,
  type Equipment,
  WORK_ORDER_PRIORITIES,
  type WorkOrderType,
} from "@mnx/domain";
import type { Path } from "react-hook-form";
import { enumOptions } from "../components/work-order-display";

/** The spec only logs a failed create (part 2, 8); we show this when the server gives no message. */
export const createWorkOrderFailed = () => t`Failed to create work order. Please try again.`;

/** What picking a machine fills in: its job site, its assigned operator and its hour meter. */
export function workOrderValuesFromEquipment(equipment: Equipment | null | undefined) {
  return {
    equipmentId: equipment?.id ?? "",
    jobSite: equipment?.currentJobSite ?? "",
    equipmentOperatorId: equipment?.assignedOperatorId ?? "",
    hourMeterStart: equipment ? String(equipment.hourMeter) : "",
  };
}

/**
 * The form's opening values (part 2, 3): REPAIR, MEDIUM, not an emergency, no approval needed, and the preset
 * machine's. Blank optional values stay '' here; the schema leaves them out of the payload.
 */
export function createWorkOrderDefaults(preset: Equipment | null | undefined): CreateWorkOrderInput {
  return {
    ...workOrderValuesFromEquipment(preset),
    title: "",
    description: "",
    workOrderType: "REPAIR",
    priority: "MEDIUM",
    mechanicId: "",
    assignedToId: "",
    estimatedHours: "",
    scheduledStart: "",
    scheduledEnd: "",
    mileageStart: "",
    isEmergency: false,
    requiresOperatorApproval: false,
  };
}

/** The fields a server error may name (e.g. INVALID_MECHANIC on mechanicId). */
export const CREATE_WORK_ORDER_FIELDS = Object.keys(
  createWorkOrderDefaults(null),
) as Path<CreateWorkOrderInput>[];

/** The types a person picks, plus a work order's own when it is not one of them (a daily inspection's). */
export function workOrderTypeOptions(current?: WorkOrderType) {
  const types: readonly WorkOrderType[] = CREATABLE_WORK_ORDER_TYPES;
  return enumOptions(!current || types.includes(current) ? types : [...types, current]);
}
export const workOrderPriorityOptions = () => enumOptions(WORK_ORDER_PRIORITIES);
