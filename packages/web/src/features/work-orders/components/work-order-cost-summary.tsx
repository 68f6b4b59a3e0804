import { Trans, useLingui } from "@lingui/react/macro";
import type { WorkOrderCost } from "@mnx/domain";
import { formatDateTime } from "../../../lib/format";
import { useMoney } from "../../../lib/use-money";
import { hoursText } from "./work-order-labour-lines";
import { WorkOrderSection } from "./work-order-section";

/** What of a job is saved on this device and not sent yet. */
export type WaitingCosts = "parts" | "labour" | "both";

interface WorkOrderCostSummaryProps {
  /** GET /work-orders/{id}/cost; undefined while this device has no copy. */
  cost: WorkOrderCost | undefined;
  /** The parts cost of the job's parts answer: what shows when the cost itself is not on the device. */
  partsCost: number | null | undefined;
  /** What is saved on this device and not sent yet; null: nothing. */
  waiting: WaitingCosts | null;
}

/**
 * What the job cost (docs/decisions/031, 033, 036): parts, labour (with its hours) and the total in the
 * organization's currency, final once the job is completed. A role without costs (an operator) sees none.
 * Offline with only the job's parts on the device, the parts cost alone.
 */
export function WorkOrderCostSummary({ cost, partsCost, waiting }: WorkOrderCostSummaryProps) {
  const money = useMoney();
  const { t } = useLingui();
  const rows: { key: string; label: string; amount: number }[] = [];
  const parts = cost ? cost.partsCost : (partsCost ?? null);
  if (parts !== null) rows.push({ key: "parts", label: t`Parts`, amount: parts });
  if (cost?.labourCost != null) {
    const hours = hoursText(cost.labourHours);
    const label = cost.labourHours > 0 ? t`Labour (${hours})` : t`Labour`;
    rows.push({ key: "labour", label, amount: cost.labourCost });
  }
  if (cost?.totalCost != null) rows.push({ key: "total", label: t`Total`, amount: cost.totalCost });
  if (rows.length === 0) return null;
  const completedAt = cost?.completedAt ? formatDateTime(cost.completedAt) : "";
  const waitingText = {
    parts: t`Parts waiting to send are counted once the server has them.`,
    labour: t`Labour waiting to send is counted once the server has it.`,
    both: t`Parts and labour waiting to send are counted once the server has them.`,
  };
  return (
    <WorkOrderSection title={t`Cost`}>
      <dl className="divide-y divide-line rounded-lg border border-line bg-surface-muted text-sm">
        {rows.map(({ key, label, amount }) => (
          <div key={key} className="flex items-center justify-between gap-3 px-3 py-2">
            <dt className={key === "total" ? "font-semibold text-ink" : "text-ink-muted"}>{label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{money(amount)}</dd>
          </div>
        ))}
      </dl>
      {cost?.completed ? (
        <p className="text-xs text-ink-muted">
          {completedAt ? (
            <Trans>
              Final: the job was completed on {completedAt}; its parts and labour keep the prices of their
              time.
            </Trans>
          ) : (
            <Trans>Final: the job was completed; its parts and labour keep the prices of their time.</Trans>
          )}
        </p>
      ) : null}
      {waiting ? <p className="text-xs text-ink-muted">{waitingText[waiting]}</p> : null}
    </WorkOrderSection>
  );
}
