import { Trans, useLingui } from "@lingui/react/macro";
import type { Notification } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Pagination } from "../../../components/ui/pagination";
import { StatePanel } from "../../../components/ui/state-panel";
import { formatDateTime } from "../../../lib/format";
import { notificationListQuery, useMarkRead } from "../api/notification-queries";

interface NotificationListDialogProps {
  open: boolean;
  onClose: () => void;
}

/** My notifications, newest first: open one (marks it read), mark one or all read, settings. */
export function NotificationListDialog({ open, onClose }: NotificationListDialogProps) {
  const [page, setPage] = useState(1);
  const list = useQuery(notificationListQuery(page));
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = list.data?.unread ?? 0;
  const { t } = useLingui();
  const markReadLabel = (title: string) => t`Mark read: ${title}`;

  const openOne = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    onClose();
    void navigate(notification.link);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Notifications`}
      description={unread > 0 ? t`${unread} unread` : t`All read`}
      size="sm"
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to="/notifications/settings"
            onClick={onClose}
            className="rounded-lg px-2 py-2 text-sm font-semibold text-accent-ink underline-offset-2 hover:underline"
          >
            <Trans>Notification Settings</Trans>
          </Link>
          <Button
            variant="secondary"
            onClick={() => markRead.mutate("all")}
            disabled={unread === 0}
            busy={markRead.isPending && markRead.variables === "all"}
          >
            <Trans>Mark all read</Trans>
          </Button>
        </div>
      }
    >
      {list.isPending ? (
        <StatePanel kind="loading" title={t`Loading notifications...`} />
      ) : list.isError ? (
        <StatePanel
          kind="error"
          title={t`Notifications could not be loaded`}
          action={
            <Button onClick={() => void list.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      ) : list.data.notifications.length === 0 ? (
        <StatePanel kind="empty" title={t`No notifications yet`}>
          <Trans>What concerns you (assignments, escalations, completed work) shows here.</Trans>
        </StatePanel>
      ) : (
        <div className="space-y-3">
          <ul className="divide-y divide-line rounded-xl border border-line">
            {list.data.notifications.map((notification) => (
              <li key={notification.id} className="flex items-start gap-2 p-3">
                <span
                  aria-hidden="true"
                  className={`mt-2 size-2.5 shrink-0 rounded-full ${notification.readAt ? "bg-transparent" : notification.critical ? "bg-danger-ink" : "bg-accent"}`}
                />
                <button
                  type="button"
                  onClick={() => openOne(notification)}
                  className="min-w-0 flex-1 rounded-lg text-start hover:underline"
                >
                  <span className={`block text-sm ${notification.readAt ? "" : "font-bold"}`}>
                    {notification.readAt ? null : (
                      <span className="sr-only">
                        <Trans>Unread:</Trans>{" "}
                      </span>
                    )}
                    {notification.title}
                  </span>
                  {notification.body ? (
                    <span className="block truncate text-sm text-ink-muted">{notification.body}</span>
                  ) : null}
                  <span className="block text-xs text-ink-muted">
                    {formatDateTime(notification.createdAt)}
                  </span>
                </button>
                {notification.readAt ? null : (
                  <Button
                    variant="ghost"
                    onClick={() => markRead.mutate(notification.id)}
                    aria-label={markReadLabel(notification.title)}
                  >
                    <Trans>Mark read</Trans>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {list.data.pagination.pages > 1 ? (
            <Pagination
              pagination={list.data.pagination}
              onPage={setPage}
              label={t`Notification pages`}
              withTotal={false}
            />
          ) : null}
        </div>
      )}
    </Modal>
  );
}
