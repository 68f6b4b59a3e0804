// What other modules may write of a maintenance plan inside their own transaction (the tx is the first
// parameter): the maintenance_plans table's writes live in this module only (docs/decisions/027).
export { recordPlanService } from "./plan-repository.js";
