import { Trans, useLingui } from "@lingui/react/macro";
import { can, type PeriodicSchedule, utcDay } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { StatePanel } from "../../components/ui/state-panel";
import { schedulesQuery } from "../../features/periodic-inspections/api/periodic-queries";
import { ScheduleCard } from "../../features/periodic-inspections/components/schedule-card";
import { useAuth } from "../../lib/auth/use-auth";
import { PeriodicWork } from "./periodic-work";

const ScheduleFormModal = lazyDialog(() =>
  import("../../features/periodic-inspections/components/schedule-form-modal").then(
    (m) => m.ScheduleFormModal,
  ),
);

type Editing = { schedule: PeriodicSchedule | null } | null;

/** The schedules, for SHOP_FOREMAN and up: New Schedule, and each one's Edit. */
function Schedules() {
  const { t } = useLingui();
  const query = useQuery(schedulesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingId = useId();
  const today = utcDay();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Schedules</Trans>
        </h2>
        <Button onClick={() => setEditing({ schedule: null })}>
          <Trans>New Schedule</Trans>
        </Button>
      </div>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      {query.isPending ? <StatePanel kind="loading" title={t`Loading schedules...`} /> : null}
      {query.isError ? (
        <StatePanel
          kind="error"
          title={t`Schedules could not be loaded`}
          action={
            <Button variant="secondary" onClick={() => query.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        >
          {query.error.message}
        </StatePanel>
      ) : null}
      {query.data && query.data.schedules.length === 0 ? (
        <StatePanel kind="empty" title={t`No periodic inspections scheduled yet`}>
          <Trans>
            Schedule a crane's annual or a machine's monthly inspection, assigned to an inspector or a
            mechanic.
          </Trans>
        </StatePanel>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {query.data?.schedules.map((schedule) => (
          <li key={schedule.id} className="flex">
            <ScheduleCard schedule={schedule} today={today} onEdit={() => setEditing({ schedule })} />
          </li>
        ))}
      </ul>
      {editing ? (
        <ScheduleFormModal
          open
          schedule={editing.schedule}
          onClose={() => setEditing(null)}
          onSaved={(message) => setNotice({ tone: "success", message })}
        />
      ) : null}
    </section>
  );
}

/**
 * /periodic-inspections (docs/decisions/046): the work due, overdue and done (one's own; a manager's: everyone's)
 * and, for SHOP_FOREMAN and up, the schedules.
 */
export function PeriodicInspectionsScreen() {
  const { user } = useAuth();
  return (
    <div className="space-y-10">
      <PeriodicWork />
      {can(user?.role, "periodicInspections.manage") ? <Schedules /> : null}
    </div>
  );
}
