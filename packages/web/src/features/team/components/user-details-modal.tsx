import { Trans, useLingui } from "@lingui/react/macro";
import { fullName, roleLabel, USER_MESSAGES, USER_REFUSAL_MESSAGES, type UserDetail } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { DetailList } from "../../../components/ui/detail-list";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";
import { Modal } from "../../../components/ui/modal";
import { domainText } from "../../../lib/i18n/i18n";
import { teamMemberQuery } from "../api/team-queries";
import { teamMemberDates } from "./team-member-facts";
import { UserHistoryList } from "./user-history-list";
import { UserStatusBadge } from "./user-status-badge";

interface UserDetailsModalProps {
  userId: string | null;
  onClose: () => void;
}

/** 'View details': the person, what the caller may change, and the history of changes to them. */
export function UserDetailsModal({ userId, onClose }: UserDetailsModalProps) {
  return userId ? <DetailsDialog userId={userId} onClose={onClose} /> : null;
}

function DetailsBody({ detail }: { detail: UserDetail }) {
  const { user, history, allowedChanges } = detail;
  const dates = teamMemberDates(user);
  const historyId = useId();
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      <DetailList
        items={[
          { label: t`Email`, value: <span className="break-all">{user.email}</span> },
          { label: t`Phone`, value: user.phone },
          { label: t`Role`, value: domainText(roleLabel(user.role)) },
          { label: t`Status`, value: <UserStatusBadge status={user.status} /> },
          { label: t`Last login`, value: dates.lastLoginExact ?? dates.lastLogin },
          { label: t`Joined`, value: dates.joined },
        ]}
      />
      {allowedChanges.refusal ? (
        <p className="text-sm text-ink-muted">{domainText(USER_REFUSAL_MESSAGES[allowedChanges.refusal])}</p>
      ) : null}
      <section aria-labelledby={historyId} className="space-y-2">
        <h3 id={historyId} className="font-semibold">
          <Trans>History</Trans>
        </h3>
        <UserHistoryList history={history} />
      </section>
    </div>
  );
}

function DetailsDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const query = useQuery(teamMemberQuery(userId));
  const user = query.data?.user;
  const { t } = useLingui();
  const role = user ? domainText(roleLabel(user.role)) : "";
  return (
    <Modal
      open
      onClose={onClose}
      title={user ? fullName(user) : t`User Details`}
      description={user ? t`${role} · User Details` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {query.data ? (
        <DetailsBody detail={query.data} />
      ) : (
        <LoadStatePanel
          error={query.error}
          onRetry={() => void query.refetch()}
          loadingTitle={t`Loading user details...`}
          errorTitle={domainText(USER_MESSAGES.loadFailed)}
          notFoundTitle={domainText(USER_MESSAGES.notFound)}
        />
      )}
    </Modal>
  );
}
