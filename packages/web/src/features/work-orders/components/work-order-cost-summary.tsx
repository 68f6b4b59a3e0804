import { formatDateTime, type WorkOrderCost } from "@mnx/domain";
import { useMoney } from "../../../lib/use-money";
import { hoursText } from "./work-order-labour-lines";
import { WorkOrderSection } from "./work-order-section";

interface WorkOrderCostSummaryProps {
  /** GET /work-orders/{id}/cost; undefined while this device has no copy. */
  cost: WorkOrderCost | undefined;
  /** The parts cost of the job's parts answer: what shows when the cost itself is not on the device. */
  partsCost: number | null | undefined;
  /** What is saved on this device and not sent yet ('Parts', 'Labour', 'Parts and labour'); null: nothing. */
  waiting: string | null;
}

/**
 * What the job cost (docs/decisions/031, 033, 036): parts, labour (with its hours) and the total in the
 * organization's currency, final once the job is completed. A role without costs (an operator) sees none.
 * Offline with only the job's parts on the device, the parts cost alone.
 */
export function WorkOrderCostSummary({ cost, partsCost, waiting }: WorkOrderCostSummaryProps) {
  const money = useMoney();
  const rows: [string, number][] = [];
  const parts = cost ? cost.partsCost : (partsCost ?? null);
  if (parts !== null) rows.push(["Parts", parts]);
  if (cost?.labourCost != null) {
    rows.push([cost.labourHours > 0 ? `Labour (${hoursText(cost.labourHours)})` : "Labour", cost.labourCost]);
  }
  if (cost?.totalCost != null) rows.push(["Total", cost.totalCost]);
  if (rows.length === 0) return null;
  return (
    <WorkOrderSection title="Cost">
      <dl className="divide-y divide-line rounded-lg border border-line bg-surface-muted text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex items-center justify-between gap-3 px-3 py-2">
            <dt className={label === "Total" ? "font-semibold text-ink" : "text-ink-muted"}>{label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{money(amount)}</dd>
          </div>
        ))}
      </dl>
      {cost?.completed ? (
        <p className="text-xs text-ink-muted">
          Final: the job was completed{cost.completedAt ? ` on ${formatDateTime(cost.completedAt)}` : ""}; its
          parts and labour keep the prices of their time.
        </p>
      ) : null}
      {waiting ? (
        <p className="text-xs text-ink-muted">
          {waiting === "Labour"
            ? "Labour waiting to send is counted once the server has it."
            : `${waiting} waiting to send are counted once the server has them.`}
        </p>
      ) : null}
    </WorkOrderSection>
  );
}
