import { formatMoney } from "@mnx/domain";

/**
 * What a job costs, as the server answers it. Labour and total are shown once the API gives them (undefined:
 * not part of the answer yet; null: not for this role).
 */
export interface WorkOrderCosts {
  partsCost: number | null;
  labourCost?: number | null | undefined;
  totalCost?: number | null | undefined;
}

interface WorkOrderCostSummaryProps {
  costs: WorkOrderCosts;
  /** Parts saved on this device and not sent yet: counted once the server has them. */
  waiting: boolean;
}

/** The job's cost lines: parts, then labour and the total when the server gives them (a role without costs sees none). */
export function WorkOrderCostSummary({ costs, waiting }: WorkOrderCostSummaryProps) {
  const rows: [string, number][] = [];
  if (costs.partsCost !== null) rows.push(["Parts cost", costs.partsCost]);
  if (typeof costs.labourCost === "number") rows.push(["Labour cost", costs.labourCost]);
  if (typeof costs.totalCost === "number") rows.push(["Total cost", costs.totalCost]);
  if (rows.length === 0) return null;
  return (
    <div className="space-y-1">
      <dl className="divide-y divide-line rounded-lg border border-line bg-surface-muted text-sm">
        {rows.map(([label, amount], index) => (
          <div key={label} className="flex items-center justify-between gap-3 px-3 py-2">
            <dt className={index === rows.length - 1 && rows.length > 1 ? "font-semibold" : "text-ink-muted"}>
              {label}
            </dt>
            <dd className="font-semibold text-ink tabular-nums">{formatMoney(amount)}</dd>
          </div>
        ))}
      </dl>
      {waiting ? (
        <p className="text-xs text-ink-muted">Parts waiting to send are counted once the server has them.</p>
      ) : null}
    </div>
  );
}
