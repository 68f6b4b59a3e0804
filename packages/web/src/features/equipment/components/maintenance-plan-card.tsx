import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  enumLabel,
  type MaintenancePlan,
  type MaintenancePlanDueState,
  PLAN_DUE_STATE_LABELS,
} from "@mnx/domain";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { type DetailItem, DetailList } from "../../../components/ui/detail-list";
import { formatDate } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { daysToGoText, planHours as hours, hoursToGoText, planIntervalText } from "./plan-texts";

const TONES: Record<MaintenancePlanDueState, BadgeTone> = {
  OK: "success",
  DUE_SOON: "warning",
  DUE: "danger",
  ORDER_OPEN: "info",
};

/** Plan dates are calendar days (UTC on the server): shown as that day wherever the phone is. */
const day = (value: string) => formatDate(value, { timeZone: "UTC" });
const withNote = (value: string, note: string | null) => (note ? `${value} (${note})` : value);

/** Last service, then the next due point of each interval the plan has, and its estimate. */
function planFigures(plan: MaintenancePlan, hourMeter: number): DetailItem[] {
  const items: DetailItem[] = [
    { label: t`Last service`, value: `${hours(plan.lastServiceHours)} · ${day(plan.lastServiceDate)}` },
  ];
  if (plan.nextDueHours !== null) {
    const note = hoursToGoText(plan.nextDueHours, hourMeter);
    items.push({ label: t`Next due (hours)`, value: withNote(hours(plan.nextDueHours), note) });
  }
  if (plan.nextDueDate !== null) {
    const note = daysToGoText(plan.nextDueDate);
    items.push({ label: t`Next due (date)`, value: withNote(day(plan.nextDueDate), note) });
  }
  if (plan.estimatedHours !== null) items.push({ label: t`Estimated`, value: hours(plan.estimatedHours) });
  return items;
}

interface MaintenancePlanCardProps {
  plan: MaintenancePlan;
  hourMeter: number;
  /** Edit and Delete, for maintenancePlans.manage. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One plan: its intervals, last service, next due by meter and by date, and what it is waiting for. */
export function MaintenancePlanCard({ plan, hourMeter, onEdit, onDelete }: MaintenancePlanCardProps) {
  const headingId = `plan-${plan.id}`;
  const { title } = plan;
  const items = plan.checklist.length;
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={headingId} className="font-semibold break-words">
            {plan.title}
          </h4>
          <p className="text-sm text-ink-muted">{planIntervalText(plan)}</p>
        </div>
        <Badge tone={TONES[plan.dueState]}>{domainText(PLAN_DUE_STATE_LABELS[plan.dueState])}</Badge>
      </div>
      <DetailList columns={3} items={planFigures(plan, hourMeter)} />
      {plan.openWorkOrder ? (
        <p className="text-sm">
          <span className="font-medium">
            <Trans>Open work order:</Trans>
          </span>{" "}
          {plan.openWorkOrder.title} · {domainText(enumLabel(plan.openWorkOrder.status))}
        </p>
      ) : null}
      {plan.checklist.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer py-1 font-medium">
            <Trans>Checklist ({items} items)</Trans>
          </summary>
          <ol className="mt-1 list-decimal space-y-0.5 ps-6 text-ink-muted">
            {plan.checklist.map((item, index) => (
              // Items may repeat; their place in the list is what tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: an ordered checklist
              <li key={index}>{item}</li>
            ))}
          </ol>
        </details>
      ) : null}
      {onEdit || onDelete ? (
        <div className="flex flex-wrap gap-2">
          {onEdit ? (
            <Button variant="secondary" onClick={onEdit} aria-label={t`Edit ${title}`}>
              <Trans>Edit</Trans>
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="ghost" onClick={onDelete} aria-label={t`Delete ${title}`}>
              <Trans>Delete</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
