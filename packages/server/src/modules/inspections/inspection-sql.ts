/**
 * The daily-inspection states as the counts and the compliance lists both read them (one definition, so every
 * list's total is its figure). Machines in these statuses get no daily inspection: they are not run.
 */
export const NOT_RUN_STATUSES = "('DOWN_FOR_REPAIR', 'OUT_OF_SERVICE', 'RETIRED')";
/** Assigned and not submitted yet. */
export const UNSUBMITTED = "('ASSIGNED', 'IN_PROGRESS')";
/** Submitted: all OK, or waiting for approval of what needs attention. */
export const SUBMITTED = "('COMPLETED', 'WAITING_APPROVAL')";
/** Open (the partial index's predicate, written identically so the planner uses it): missed when of an earlier day. */
export const OPEN_INSPECTION = "status NOT IN ('COMPLETED', 'WAITING_APPROVAL', 'CANCELLED')";
