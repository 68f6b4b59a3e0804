import { useLingui } from "@lingui/react/macro";
import { mechanicWorkAction, type WorkOrder } from "@mnx/domain";
import { memo, useId } from "react";
import { Button } from "../../../components/ui/button";
import { useWorkOrderOnDevice } from "../api/use-work-order-on-device";
import { RefusedWriteNotices } from "./refused-write-notices";
import { WorkOrderCardHeading } from "./work-order-card-heading";
import type { WorkOrderDialog } from "./work-order-dialogs";
import { dueText } from "./work-order-display";

interface WorkQueueCardProps {
  workOrder: WorkOrder;
  userId: string;
  /** workOrders.assign: 'Assign' on PENDING orders. */
  canAssign: boolean;
  onOpen: (dialog: WorkOrderDialog) => void;
}

type Person = { firstName: string; lastName: string } | null;
const personName = (person: Person) => (person ? `${person.firstName} ${person.lastName}`.trim() : null);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium break-words">{value}</dd>
    </div>
  );
}

/**
 * A Work Queue card (part 1, 2): badges, machine, job site, assignee, due date, and its actions. Drawn again only
 * when its own work order (the same object while the list's answer is unchanged) or props change: the dashboard
 * renders again as each of its queries answers, and redrawing every card each time took 60 to 70 ms of the shop
 * foreman's first visit at 4x CPU slowdown (`npm run bench:profile -- shop`), under 11 ms since.
 */
export const WorkQueueCard = memo(function WorkQueueCard({
  workOrder: cached,
  userId,
  canAssign,
  onOpen,
}: WorkQueueCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const onDevice = useWorkOrderOnDevice(cached);
  const { workOrder } = onDevice;
  const work = mechanicWorkAction(workOrder, userId);
  const named = (verb: string) => (
    <>
      {verb}
      <span className="sr-only"> {workOrder.title}</span>
    </>
  );
  const assignee = personName(workOrder.assignedTo) ?? personName(workOrder.mechanic) ?? t`Unassigned`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <WorkOrderCardHeading id={titleId} workOrder={workOrder} waiting={onDevice.waiting} />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4 md:grid-cols-2">
        <Fact
          label={t`Equipment`}
          value={`${workOrder.equipment.equipmentNumber} · ${workOrder.equipment.name}`}
        />
        <Fact label={t`Job site`} value={workOrder.jobSite || "—"} />
        <Fact label={t`Assigned to`} value={assignee} />
        <Fact label={t`Due`} value={dueText(workOrder.scheduledStart) || t`Not scheduled`} />
      </dl>
      <RefusedWriteNotices
        refusals={onDevice.refusals}
        current={cached.status}
        onDismiss={onDevice.dismiss}
      />
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          onClick={() => onOpen({ kind: "details", workOrderId: workOrder.id })}
        >
          {named(t`View Details`)}
        </Button>
        {canAssign && workOrder.status === "PENDING" ? (
          <Button className="flex-1 sm:flex-none" onClick={() => onOpen({ kind: "assign", workOrder })}>
            {named(t`Assign`)}
          </Button>
        ) : null}
        {work ? (
          <Button
            className="flex-1 sm:flex-none"
            onClick={() => onOpen({ kind: "work", workOrderId: workOrder.id })}
          >
            {named(work === "start" ? t`Start Work` : t`Continue Work`)}
          </Button>
        ) : null}
      </div>
    </article>
  );
});
