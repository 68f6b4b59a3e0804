import { Trans, useLingui } from "@lingui/react/macro";
import { can } from "@mnx/domain";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";

/**
 * The task list's header under the top bar's 'Maintenance Tasks': the subtitle for technicians and up, and
 * 'New Task' (manager level), which opens the Create Work Order form on /work-orders.
 */
export function TaskListHeader({ role }: { role: string | undefined }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold">
          <Trans>Task List</Trans>
        </h2>
        {can(role, "tasks.assignedSubtitle") ? (
          <p className="text-sm text-ink-muted">
            <Trans>Your assigned maintenance tasks</Trans>
          </p>
        ) : null}
      </div>
      {can(role, "tasks.newTask") ? (
        <Button onClick={() => void navigate("/maintenance/new")}>
          <span aria-hidden="true">+</span> {t`New Task`}
        </Button>
      ) : null}
    </div>
  );
}
