import { fullName, roleLabel, USER_MESSAGES, USER_REFUSAL_MESSAGES, type UserDetail } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { DetailList } from "../../../components/ui/detail-list";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";
import { Modal } from "../../../components/ui/modal";
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
  return (
    <div className="space-y-5">
      <DetailList
        items={[
          { label: "Email", value: <span className="break-all">{user.email}</span> },
          { label: "Phone", value: user.phone },
          { label: "Role", value: roleLabel(user.role) },
          { label: "Status", value: <UserStatusBadge status={user.status} /> },
          { label: "Last login", value: dates.lastLoginExact ?? dates.lastLogin },
          { label: "Joined", value: dates.joined },
        ]}
      />
      {allowedChanges.refusal ? (
        <p className="text-sm text-ink-muted">{USER_REFUSAL_MESSAGES[allowedChanges.refusal]}</p>
      ) : null}
      <section aria-labelledby={historyId} className="space-y-2">
        <h3 id={historyId} className="font-semibold">
          History
        </h3>
        <UserHistoryList history={history} />
      </section>
    </div>
  );
}

function DetailsDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const query = useQuery(teamMemberQuery(userId));
  const user = query.data?.user;
  return (
    <Modal
      open
      onClose={onClose}
      title={user ? fullName(user) : "User Details"}
      description={user ? `${roleLabel(user.role)} · User Details` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {query.data ? (
        <DetailsBody detail={query.data} />
      ) : (
        <LoadStatePanel
          error={query.error}
          onRetry={() => void query.refetch()}
          loadingTitle="Loading user details..."
          errorTitle={USER_MESSAGES.loadFailed}
          notFoundTitle={USER_MESSAGES.notFound}
        />
      )}
    </Modal>
  );
}
