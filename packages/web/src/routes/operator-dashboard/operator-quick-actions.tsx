import { Trans, useLingui } from "@lingui/react/macro";
import { ActionCard } from "../../components/ui/action-card";

interface OperatorQuickActionsProps {
  /** Today's daily inspections not yet submitted: the Daily Checklist's '!' badge. */
  pendingToday: number;
  onDailyChecklist: () => void;
}

/** The operator's Quick Actions (part 1, 2). */
export function OperatorQuickActions({ pendingToday, onDailyChecklist }: OperatorQuickActionsProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="operator-actions-heading" className="space-y-3">
      <h2 id="operator-actions-heading" className="text-lg font-semibold">
        <Trans>Quick Actions</Trans>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <li className="flex">
          <ActionCard
            title={t`View Equipment`}
            description={t`Your machines and their status`}
            icon="equipment"
            to="/equipment"
          />
        </li>
        <li className="flex">
          <ActionCard
            title={t`My Assignments`}
            description={t`Where and what you operate`}
            icon="assignments"
            to="/equipment/assignments"
          />
        </li>
        <li className="flex">
          <ActionCard
            title={t`Work Orders`}
            description={t`Jobs on your equipment`}
            icon="workOrders"
            to="/work-orders"
          />
        </li>
        <li className="flex">
          <ActionCard
            title={t`Daily Checklist`}
            description={t`Today's pre-shift inspection`}
            icon="checklist"
            onClick={onDailyChecklist}
            badge={
              pendingToday > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-1.5 -right-1.5 grid size-5 place-items-center rounded-full bg-danger-ink text-xs font-bold text-surface"
                >
                  !
                </span>
              ) : null
            }
            badgeLabel={pendingToday > 0 ? t`(inspection waiting)` : undefined}
          />
        </li>
      </ul>
    </section>
  );
}
