// The due-maintenance check's reads of the plans (the maintenance module creates their orders).
export {
  countDuePlans,
  type DuePlanOrder,
  listDuePlanOrders,
  listDuePlans,
  listPlansComingDue,
  type PlanComingDue,
} from "./plan-due-repository.js";
