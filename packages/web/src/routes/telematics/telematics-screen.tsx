import { Trans, useLingui } from "@lingui/react/macro";
import type { TelematicsConnection } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { StatePanel } from "../../components/ui/state-panel";
import {
  telematicsConnectionsQuery,
  useDeleteConnection,
  usePollNow,
} from "../../features/telematics/api/telematics-queries";
import { ConnectionList } from "../../features/telematics/components/connection-list";
import { errorMessage } from "../../lib/error-message";

const ConnectionFormModal = lazyDialog(
  async () =>
    (await import("../../features/telematics/components/connection-form-modal")).ConnectionFormModal,
);

/**
 * /telematics (docs/decisions/044): the organization's AEMP 2.0 connections with their last poll, status and
 * error; add, edit, poll now, delete.
 */
export function TelematicsScreen() {
  const connections = useQuery(telematicsConnectionsQuery());
  const { t } = useLingui();
  const [editing, setEditing] = useState<TelematicsConnection | "new" | null>(null);
  const [deleting, setDeleting] = useState<TelematicsConnection | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const poll = usePollNow();
  const remove = useDeleteConnection();
  const all = connections.data ?? [];
  const deletingName = deleting?.name ?? "";
  const pollNow = (connection: TelematicsConnection) =>
    poll.mutate(connection.id, {
      onSuccess: (answer) => setNotice({ tone: "success", message: answer.message }),
      onError: (error) =>
        setNotice({ tone: "error", message: errorMessage(error, t`The poll was not queued`) }),
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        <Trans>
          Read engine hours and positions from the machines' own telematics (ISO 15143-3, AEMP 2.0). Each
          reading is checked as a typed one: a reading going backwards is refused, an implausible jump held
          for review.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Connections</Trans>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/telematics/machines"
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-accent-ink underline"
          >
            <Trans>Unmatched Machines</Trans>
          </Link>
          <Button onClick={() => setEditing("new")}>
            <span aria-hidden="true">+</span> <Trans>Add Connection</Trans>
          </Button>
        </div>
      </div>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      {connections.isPending ? (
        <StatePanel kind="loading" title={t`Loading the connections...`} />
      ) : connections.isError ? (
        <StatePanel
          kind="error"
          title={t`Failed to load the connections`}
          action={
            <Button variant="secondary" onClick={() => void connections.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      ) : all.length === 0 ? (
        <StatePanel kind="empty" title={t`No telematics connections yet`}>
          <Trans>Add your machines' maker or telematics provider: its AEMP 2.0 address and sign-in.</Trans>
        </StatePanel>
      ) : (
        <ConnectionList
          connections={all}
          onEdit={(connection) => setEditing(connection)}
          onPoll={pollNow}
          onDelete={(connection) => setDeleting(connection)}
          pollingId={poll.isPending ? (poll.variables ?? null) : null}
        />
      )}
      <ConnectionFormModal
        open={editing !== null}
        connection={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice({ tone: "success", message });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete Connection`}
        message={t`Delete ${deletingName}? It is not polled any more; the readings it sent stay.`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        busy={remove.isPending}
        error={
          remove.isError
            ? errorMessage(remove.error, t`The connection was not deleted. Please try again.`)
            : null
        }
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (answer) => {
              setDeleting(null);
              setNotice({ tone: "success", message: answer.message });
            },
          })
        }
      />
    </div>
  );
}
