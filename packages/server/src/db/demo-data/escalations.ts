import {
  type EscalationSeverity,
  escalationDescription,
  escalationIsEmergency,
  escalationPriority,
  escalationWorkOrderType,
  type IssueType,
} from "@mnx/domain";
import { accountFor, peopleWithRole, type SeedContext } from "./context.js";
import { hoursAfter } from "./random.js";
import { pushHistory } from "./work-order-history.js";
import { ISSUE_REPORTS } from "./work-order-texts.js";
import { baseWorkOrder } from "./work-orders.js";

/**
 * Issues operators escalated (part 1, 5 and DECISIONS.md): PENDING, unassigned, description starting with
 * 'ESCALATED ISSUE', built with the same domain rules the escalation endpoint uses. Inoperable machines
 * among them are the ones whose status is already DOWN_FOR_REPAIR.
 */
export function buildEscalations(ctx: SeedContext, count: number): void {
  const { random: r, now } = ctx;
  const demoOperator = accountFor(ctx, "OPERATOR");
  const operated = ctx.machines.filter((m) => m.operatorId !== null);
  const down = ctx.machines.filter((m) => m.spec.status === "DOWN_FOR_REPAIR");
  const operators = peopleWithRole(ctx, "OPERATOR");
  for (let i = 0; i < count; i++) {
    const report = ISSUE_REPORTS[i % ISSUE_REPORTS.length] ?? ISSUE_REPORTS[0];
    const inoperable = i % 3 === 0 && down.length > 0;
    const machine = inoperable ? r.pick(down) : r.pick(operated.length ? operated : ctx.machines);
    const reporterId = i < 2 ? demoOperator.id : (machine.operatorId ?? r.pick(operators).id);
    const reporter = ctx.people.find((p) => p.id === reporterId) ?? demoOperator;
    const inputs = {
      issueType: report.issueType as IssueType,
      severity: r.pick(["LOW", "MEDIUM", "HIGH", "CRITICAL"] as const) as EscalationSeverity,
      safetyConcern: report.issueType === "SAFETY_CONCERN",
      equipmentInoperable: inoperable,
      immediateAttentionRequired: r.chance(0.5),
      description: report.text,
      operatorLocation: machine.jobSite,
      operatorContactInfo: reporter.email,
    };
    const created = hoursAfter(now, -r.int(1, 96));
    const wo = baseWorkOrder(ctx, machine, created);
    Object.assign(wo, {
      title: `${machine.spec.kind} ${machine.number}: ${report.text.split(/[.,]/)[0]}`.slice(0, 200),
      description: escalationDescription(inputs),
      status: "PENDING",
      priority: escalationPriority(inputs),
      work_order_type: escalationWorkOrderType(inputs.issueType),
      is_emergency: escalationIsEmergency(inputs),
      reported_by_id: reporter.id,
      estimated_hours: null,
    });
    ctx.rows.workOrders.push(wo);
    pushHistory(ctx, String(wo.id), [
      { to: "PENDING", at: created, by: reporter.id, note: "Escalated by operator" },
    ]);
  }
}
