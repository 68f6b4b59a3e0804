import { DashboardActionCard } from "./dashboard-action-card";

const ICONS = {
  equipment:
    "M3 17h2m14 0h2M5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0m10 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M9 17h6M3 13V9h7l2 4h7a2 2 0 0 1 2 2v2M12 9V5h4l3 4",
  assignments: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8a4 4 0 0 0 0 8m8-4 2 2 4-4",
  workOrders:
    "M9 4h6m-6 0a2 2 0 0 0-2 2H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-1a2 2 0 0 0-2-2M9 4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2",
  checklist: "M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2",
};

interface OperatorQuickActionsProps {
  /** Today's daily inspections not yet submitted: the Daily Checklist's '!' badge. */
  pendingToday: number;
  onDailyChecklist: () => void;
}

/** The operator's Quick Actions (part 1, 2). */
export function OperatorQuickActions({ pendingToday, onDailyChecklist }: OperatorQuickActionsProps) {
  return (
    <section aria-labelledby="operator-actions-heading" className="space-y-3">
      <h2 id="operator-actions-heading" className="text-lg font-semibold">
        Quick Actions
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <li className="flex">
          <DashboardActionCard
            title="View Equipment"
            description="Your machines and their status"
            iconPath={ICONS.equipment}
            to="/equipment"
          />
        </li>
        <li className="flex">
          <DashboardActionCard
            title="My Assignments"
            description="Where and what you operate"
            iconPath={ICONS.assignments}
            to="/equipment/assignments"
          />
        </li>
        <li className="flex">
          <DashboardActionCard
            title="Work Orders"
            description="Jobs on your equipment"
            iconPath={ICONS.workOrders}
            to="/work-orders"
          />
        </li>
        <li className="flex">
          <DashboardActionCard
            title="Daily Checklist"
            description="Today's pre-shift inspection"
            iconPath={ICONS.checklist}
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
            badgeLabel={pendingToday > 0 ? "(inspection waiting)" : undefined}
          />
        </li>
      </ul>
    </section>
  );
}
