/**
 * When a maintenance plan is due, in SQL over `p` (maintenance_plans) and `e` (its machine), in ONE place:
 * the equipment details' plans and the due-maintenance check both read these (docs/decisions/022).
 * An interval runs out when the meter reaches last service + interval hours, or on last service + interval
 * days ('today' is the UTC day); a plan is due soon within its margin before either. A missing interval
 * never makes a plan due.
 */

export const NEXT_DUE_HOURS = "(p.last_service_hours + p.interval_hours)";
export const NEXT_DUE_DATE = "(p.last_service_date + p.interval_days)";

const runsOut = (hoursMargin: string, daysMargin: string) =>
  `(COALESCE(e.hour_meter >= ${NEXT_DUE_HOURS} - ${hoursMargin}, false)
    OR COALESCE(current_date >= ${NEXT_DUE_DATE} - ${daysMargin}, false))`;

/** An interval has run out. */
export const PLAN_REACHED = runsOut("0", "0");
/** An interval has run out or will within the plan's margin: what the due-maintenance check lists. */
export const PLAN_DUE_OR_SOON = runsOut("p.margin_hours", "p.margin_days");

/** The plan's open work order `o` (at most one: work_orders_one_open_per_plan). */
export const OPEN_PLAN_ORDER_JOIN = `
  LEFT JOIN work_orders o ON o.maintenance_plan_id = p.id AND o.status NOT IN ('COMPLETED', 'CANCELLED')`;

/** MaintenancePlanDueState, with `o` joined by OPEN_PLAN_ORDER_JOIN. */
export const PLAN_DUE_STATE = `CASE WHEN o.id IS NOT NULL THEN 'ORDER_OPEN' WHEN ${PLAN_REACHED} THEN 'DUE'
  WHEN ${PLAN_DUE_OR_SOON} THEN 'DUE_SOON' ELSE 'OK' END`;
