import { Trans } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button";

interface TeamHeaderProps {
  refreshing: boolean;
  onRefresh: () => void;
  onAdd: () => void;
}

/** Under the top bar's 'Team Management': what the page is for, Refresh and Add User (part 2, 2.10). */
export function TeamHeader({ refreshing, onRefresh, onAdd }: TeamHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold">
          <Trans>Team Members</Trans>
        </h2>
        <p className="text-sm text-ink-muted">
          <Trans>Add the people of your organization, set their roles, and deactivate those who leave.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" busy={refreshing} onClick={onRefresh}>
          <Trans>Refresh</Trans>
        </Button>
        <Button onClick={onAdd}>
          <span aria-hidden="true">+</span> <Trans>Add User</Trans>
        </Button>
      </div>
    </div>
  );
}
