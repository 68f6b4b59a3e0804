import { z } from "zod";
import { assignmentSchema } from "./assignment.js";
import { equipmentSchema } from "./equipment.js";
import { machineLevelsSchema, machinePositionSchema } from "./machine-alert.js";
import { workOrderSchema } from "./work-order.js";

/** A work order as listed on a machine's details (its most recent ones). */
export const equipmentWorkOrderSummarySchema = workOrderSchema.pick({
  id: true,
  title: true,
  status: true,
  priority: true,
  workOrderType: true,
  isEmergency: true,
  dueDate: true,
  actualEnd: true,
  createdAt: true,
});
export type EquipmentWorkOrderSummary = z.output<typeof equipmentWorkOrderSummarySchema>;

/**
 * GET /equipment/{id}: the machine, its ACTIVE assignment (or null), its most recent work orders, and what its
 * telematics last told: its position, its fuel and DEF levels and engine status, and its open alerts' count.
 */
export const equipmentDetailSchema = equipmentSchema.extend({
  currentAssignment: assignmentSchema.nullable(),
  recentWorkOrders: z.array(equipmentWorkOrderSummarySchema),
  position: machinePositionSchema.nullable(),
  levels: machineLevelsSchema.nullable(),
  openAlerts: z.number().int(),
});
export type EquipmentDetail = z.output<typeof equipmentDetailSchema>;

/** DELETE /equipment/{id}: a machine without history is deleted; one with history is retired. */
export const EQUIPMENT_DELETE_OUTCOMES = ["deleted", "retired"] as const;
export type EquipmentDeleteOutcome = (typeof EQUIPMENT_DELETE_OUTCOMES)[number];

export const equipmentDeleteResultSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(EQUIPMENT_DELETE_OUTCOMES),
});
export type EquipmentDeleteResult = z.output<typeof equipmentDeleteResultSchema>;
