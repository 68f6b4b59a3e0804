import { useLingui } from "@lingui/react/macro";
import type { WorkOrder } from "@mnx/domain";
import { formatDate } from "../../../lib/format";
import { taskDueText } from "./work-order-display";

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : null;

/** A task's equipment, relative due label, assignee (else its mechanic) and created date. */
export function TaskCardFacts({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useLingui();
  const { equipment } = workOrder;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2">
      <Fact label={t`Equipment`}>{`${equipment.equipmentNumber} · ${equipment.name}`}</Fact>
      <Fact label={t`Due`}>{taskDueText(workOrder)}</Fact>
      <Fact label={t`Assigned to`}>
        {personName(workOrder.assignedTo) ?? personName(workOrder.mechanic) ?? t`Unassigned`}
      </Fact>
      <Fact label={t`Created`}>{formatDate(workOrder.createdAt)}</Fact>
    </dl>
  );
}
