import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useLogout } from "../../lib/auth/use-logout";
import { useWaitingWriteCount } from "../../lib/queued-write";

/** Logs out; when changes made offline still wait to be sent, asks first, since logging out drops them. */
export function LogoutButton() {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const waiting = useWaitingWriteCount();
  const { t } = useLingui();
  const leave = () => {
    setBusy(true);
    void logout();
  };
  const onClick = () => (waiting > 0 ? setConfirming(true) : leave());
  return (
    <>
      <ConfirmDialog
        open={confirming}
        title={t`Log out with unsent changes?`}
        message={t`${plural(waiting, {
          one: "# change is still waiting for a connection on this device. Logging out now discards it.",
          other:
            "# changes are still waiting for a connection on this device. Logging out now discards them.",
        })}`}
        confirmLabel={t`Log out anyway`}
        onConfirm={leave}
        onCancel={() => setConfirming(false)}
      />
      <button
        type="button"
        onClick={onClick}
        disabled={busy}
        title={t`Logout`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-chrome-raised px-3 text-sm font-semibold text-chrome-ink hover:bg-chrome-raised disabled:opacity-60"
      >
        <svg
          className="size-5"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
          <path d="m16 17 5-5-5-5M21 12H9" />
        </svg>
        {/* Icon only on a phone, so long page titles keep their room; the name stays "Logout". */}
        <span className="sr-only sm:not-sr-only">
          <Trans>Logout</Trans>
        </span>
      </button>
    </>
  );
}
