import { Trans, useLingui } from "@lingui/react/macro";
import { can, type EquipmentDetail } from "@mnx/domain";
import { Link } from "react-router";
import { ActionIcon } from "../../components/ui/action-icon";
import { Button } from "../../components/ui/button";
import { buttonClasses } from "../../components/ui/button-classes";

interface MachineActionsProps {
  equipment: EquipmentDetail;
  role: string | undefined;
  checklist: { due: boolean; opening: boolean };
  onReportIssue: () => void;
  onDailyChecklist: () => void;
}

/** What a person at the machine does next, one tap each, for the roles that may: report, check, order work. */
export function MachineActions({
  equipment,
  role,
  checklist,
  onReportIssue,
  onDailyChecklist,
}: MachineActionsProps) {
  const { t } = useLingui();
  const escalate = can(role, "workOrders.escalate");
  const inspect = can(role, "inspections.perform");
  const create = can(role, "workOrders.create");
  if (!escalate && !inspect && !create) return null;
  return (
    <section aria-label={t`Machine actions`} className="grid gap-2 sm:flex sm:flex-wrap">
      {escalate ? (
        <Button variant="danger" size="lg" onClick={onReportIssue}>
          <ActionIcon name="warning" />
          <Trans>Report Issue</Trans>
        </Button>
      ) : null}
      {inspect ? (
        <Button
          variant={checklist.due ? "primary" : "secondary"}
          size="lg"
          busy={checklist.opening}
          onClick={onDailyChecklist}
        >
          {checklist.opening ? null : <ActionIcon name="checklist" />}
          <Trans>Daily Checklist</Trans>
          {checklist.due ? (
            <span className="text-sm font-normal">
              <Trans>(due today)</Trans>
            </span>
          ) : null}
        </Button>
      ) : null}
      {create ? (
        <Link
          to={`/work-orders?create=true&equipment=${equipment.id}`}
          className={buttonClasses({ variant: "secondary", size: "lg" })}
        >
          <Trans>Create Work Order</Trans>
        </Link>
      ) : null}
    </section>
  );
}
