import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { createPortal } from "react-dom";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { unreadCountQuery } from "../api/unread-count-query";

// The list is not part of the signed-in pages' first chunks (components/ui/lazy-dialog.tsx).
const NotificationListDialog = lazyDialog(() =>
  import("./notification-list-dialog").then((module) => module.NotificationListDialog),
);

/** The top bar's bell: my unread count (kept current by the live stream) and, pressed, my notifications. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useQuery(unreadCountQuery()).data ?? 0;
  const { t } = useLingui();
  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        className="relative grid size-11 place-items-center rounded-lg text-chrome-ink hover:bg-chrome-raised"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path
            d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span
            data-testid="unread-count"
            aria-hidden="true"
            className="absolute end-0.5 top-1 min-w-5 rounded-full bg-danger-ink px-1 text-center text-xs leading-5 font-bold text-surface"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {/* Outside the top bar's banner landmark: the dialog's own header and footer are not nested landmarks. */}
      {createPortal(<NotificationListDialog open={open} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
