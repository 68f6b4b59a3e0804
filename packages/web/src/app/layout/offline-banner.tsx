import { Plural } from "@lingui/react/macro";
import { OFFLINE_BANNER } from "@mnx/domain";
import { domainText } from "../../lib/i18n/i18n";
import { useWaitingWriteCount } from "../../lib/queued-write";
import { useOnlineStatus } from "../../lib/use-online-status";

/**
 * The live region is always there so the change is announced; the text shows only while offline, with how
 * many changes wait on this device to be sent (docs/decisions/011).
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const waiting = useWaitingWriteCount();
  return (
    <div
      role="status"
      className={online ? "" : "border-b border-warning-line bg-warning-soft text-warning-ink"}
    >
      {online ? null : (
        <p className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-2 text-sm font-semibold sm:px-6">
          <svg
            className="size-4 shrink-0"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.2-1.6M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M12 20h.01" />
          </svg>
          {domainText(OFFLINE_BANNER)}
          {waiting > 0 ? (
            <span className="font-normal">
              {" "}
              <Plural
                value={waiting}
                one="(# change waiting to be sent)"
                other="(# changes waiting to be sent)"
              />
            </span>
          ) : null}
        </p>
      )}
    </div>
  );
}
