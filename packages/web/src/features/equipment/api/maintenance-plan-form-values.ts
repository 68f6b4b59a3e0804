import {
  MAINTENANCE_PLAN_DEFAULT_MARGIN_DAYS,
  MAINTENANCE_PLAN_DEFAULT_MARGIN_HOURS,
  type MaintenancePlan,
  type MaintenancePlanForm,
} from "@mnx/domain";

/** The plan form's fields as the inputs hold them (text; the checklist one item per line). */
export interface MaintenancePlanFormValues {
  title: string;
  intervalHours: string;
  intervalDays: string;
  estimatedHours: string;
  checklist: string;
  marginHours: string;
  marginDays: string;
  lastServiceHours: string;
  lastServiceDate: string;
}

const text = (value: number | null) => (value === null ? "" : String(value));

/** A new plan: no last service (the server counts from the machine's meter and today). */
export const newPlanValues = (): MaintenancePlanFormValues => ({
  title: "",
  intervalHours: "",
  intervalDays: "",
  estimatedHours: "",
  checklist: "",
  marginHours: String(MAINTENANCE_PLAN_DEFAULT_MARGIN_HOURS),
  marginDays: String(MAINTENANCE_PLAN_DEFAULT_MARGIN_DAYS),
  lastServiceHours: "",
  lastServiceDate: "",
});

export const planValues = (plan: MaintenancePlan): MaintenancePlanFormValues => ({
  title: plan.title,
  intervalHours: text(plan.intervalHours),
  intervalDays: text(plan.intervalDays),
  estimatedHours: text(plan.estimatedHours),
  checklist: plan.checklist.join("\n"),
  marginHours: String(plan.marginHours),
  marginDays: String(plan.marginDays),
  lastServiceHours: String(plan.lastServiceHours),
  lastServiceDate: plan.lastServiceDate,
});

/**
 * An edit sends the last service only when the person changed it: a completed order may have recorded a
 * newer one since the form opened, and an untouched field must not put the old one back.
 */
export function withChangedLastService(
  initial: MaintenancePlanFormValues,
  current: MaintenancePlanFormValues,
  parsed: MaintenancePlanForm,
): MaintenancePlanForm {
  const { lastServiceHours, lastServiceDate, ...rest } = parsed;
  return {
    ...rest,
    ...(current.lastServiceHours !== initial.lastServiceHours ? { lastServiceHours } : {}),
    ...(current.lastServiceDate !== initial.lastServiceDate ? { lastServiceDate } : {}),
  };
}
