import { z } from "zod";
import { FIELD_SUPERVISOR_PAGE_SIZE } from "../constants.js";
import { EQUIPMENT_STATUSES, USER_STATUSES, WORK_ORDER_STATUSES } from "../enums.js";
import { inspectionItemSchema } from "../inspection-checklist.js";
import { dateOnlySchema, isoDateTimeSchema, pageQuery, personRefSchema, queryEnumList } from "./fields.js";

const count = () => z.number().int().min(0);

/**
 * GET /field-supervisor/overview: the dashboard's fleet and crew figures (part 1, 2; DECISIONS.md 'Field
 * supervisor'). Machines are the fleet without RETIRED ones; assigned = with an ACTIVE assignment. Operators
 * are every OPERATOR user; active = ACTIVE status and at least one ACTIVE assignment.
 */
export const supervisorOverviewSchema = z.object({
  totalEquipment: count(),
  assignedEquipment: count(),
  unassignedEquipment: count(),
  totalOperators: count(),
  activeOperators: count(),
});
export type SupervisorOverview = z.output<typeof supervisorOverviewSchema>;

/** A machine an operator holds, with the assignment's job site and start. */
export const operatorMachineSchema = z.object({
  id: z.uuid(),
  equipmentNumber: z.string(),
  name: z.string(),
  status: z.enum(EQUIPMENT_STATUSES),
  jobSite: z.string(),
  since: isoDateTimeSchema,
});
export type OperatorMachine = z.output<typeof operatorMachineSchema>;

/** An Operator Management card: the operator and the machines of their ACTIVE assignments. */
export const supervisedOperatorSchema = personRefSchema.extend({
  email: z.string(),
  status: z.enum(USER_STATUSES),
  assignedEquipment: z.array(operatorMachineSchema),
});
export type SupervisedOperator = z.output<typeof supervisedOperatorSchema>;

/** GET /field-supervisor/operators: the OPERATOR users by name, 20 a page. */
export const operatorBoardQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: queryEnumList(USER_STATUSES).optional(),
  ...pageQuery(FIELD_SUPERVISOR_PAGE_SIZE),
});
export type OperatorBoardQuery = z.output<typeof operatorBoardQuerySchema>;

/**
 * The lists behind the compliance figures: today's inspections not submitted yet (machines with an operator and
 * none assigned included), the missed ones of the last 7 days, and today's submitted ones.
 */
export const COMPLIANCE_LISTS = ["pending", "missed", "completed"] as const;
export type ComplianceList = (typeof COMPLIANCE_LISTS)[number];

/** GET /field-supervisor/compliance. */
export const complianceQuerySchema = z.object({
  list: z.enum(COMPLIANCE_LISTS, { error: "list must be pending, missed or completed" }).default("pending"),
  ...pageQuery(FIELD_SUPERVISOR_PAGE_SIZE),
});
export type ComplianceQuery = z.output<typeof complianceQuerySchema>;

/** One machine's daily inspection as the compliance lists show it. */
export const complianceItemSchema = z.object({
  equipment: z.object({
    id: z.uuid(),
    equipmentNumber: z.string(),
    name: z.string(),
    status: z.enum(EQUIPMENT_STATUSES),
  }),
  /** Who has to inspect it: the inspection's assignee, else the machine's operator. */
  operator: personRefSchema.nullable(),
  jobSite: z.string().nullable(),
  /** null: the machine has an operator but today's inspection is not assigned yet. */
  inspection: z
    .object({
      id: z.uuid(),
      status: z.enum(WORK_ORDER_STATUSES),
      inspectionDate: dateOnlySchema,
      assignedAt: isoDateTimeSchema,
      submittedAt: isoDateTimeSchema.nullable(),
    })
    .nullable(),
  /** What a submitted inspection found needing attention (empty otherwise). */
  failedItems: z.array(inspectionItemSchema),
  /** The latest work order created from this inspection (its inspectionId), if any. */
  followUp: z.object({ id: z.uuid(), title: z.string(), status: z.enum(WORK_ORDER_STATUSES) }).nullable(),
});
export type ComplianceItem = z.output<typeof complianceItemSchema>;
