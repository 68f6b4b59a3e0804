import { Trans, useLingui } from "@lingui/react/macro";
import { can, EQUIPMENT_MESSAGES, MAINTENANCE_PLAN_MESSAGES, type MaintenancePlan } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { DismissibleAlert } from "../../../components/ui/dismissible-alert";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";
import { useAuth } from "../../../lib/auth/use-auth";
import { domainText } from "../../../lib/i18n/i18n";
import { maintenancePlansQuery } from "../api/maintenance-plan-queries";
import { DeleteMaintenancePlanDialog } from "./delete-maintenance-plan-dialog";
import { MaintenancePlanCard } from "./maintenance-plan-card";
import { MaintenancePlanModal } from "./maintenance-plan-modal";

type Editing = { plan: MaintenancePlan | null } | null;

/** Equipment Details' maintenance plans (docs/decisions/022): read by all who see the machine, edited by managers. */
export function MaintenancePlansSection({ equipmentId }: { equipmentId: string }) {
  const { t } = useLingui();
  const mayManage = can(useAuth().user?.role, "maintenancePlans.manage");
  const query = useQuery(maintenancePlansQuery(equipmentId));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MaintenancePlan | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const data = query.data;
  const done = (message: string) => {
    setEditing(null);
    setDeleting(null);
    setNotice(message);
  };

  return (
    <section aria-labelledby="equipment-plans-heading" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="equipment-plans-heading" className="font-semibold">
          <Trans>Maintenance Plans</Trans>
        </h3>
        {mayManage && data ? (
          <Button variant="secondary" onClick={() => setEditing({ plan: null })}>
            <Trans>Add Plan</Trans>
          </Button>
        ) : null}
      </div>
      {notice ? <DismissibleAlert onDismiss={() => setNotice(null)}>{notice}</DismissibleAlert> : null}
      {!data ? (
        <LoadStatePanel
          error={query.error}
          onRetry={() => void query.refetch()}
          loadingTitle={t`Loading maintenance plans...`}
          errorTitle={domainText(MAINTENANCE_PLAN_MESSAGES.loadFailed)}
          notFoundTitle={domainText(EQUIPMENT_MESSAGES.notFound)}
        />
      ) : data.plans.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {mayManage ? (
            <Trans>No maintenance plans yet. Add one to service this machine by engine hours or days.</Trans>
          ) : (
            <Trans>No maintenance plans yet.</Trans>
          )}
        </p>
      ) : (
        <ul className="space-y-2">
          {data.plans.map((plan) => (
            <MaintenancePlanCard
              key={plan.id}
              plan={plan}
              hourMeter={data.hourMeter}
              {...(mayManage
                ? { onEdit: () => setEditing({ plan }), onDelete: () => setDeleting(plan) }
                : {})}
            />
          ))}
        </ul>
      )}
      {editing && data ? (
        <MaintenancePlanModal
          equipmentId={equipmentId}
          hourMeter={data.hourMeter}
          plan={editing.plan}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      ) : null}
      {deleting ? (
        <DeleteMaintenancePlanDialog
          equipmentId={equipmentId}
          plan={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={done}
        />
      ) : null}
    </section>
  );
}
