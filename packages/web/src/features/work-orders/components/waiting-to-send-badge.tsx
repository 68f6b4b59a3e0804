import { useLingui } from "@lingui/react/macro";
import { Badge } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/format";
import { type WaitingChange, writeLabel } from "../api/work-order-on-device";

/**
 * The mark of a card or details view whose changes were saved on this device and are not sent yet
 * (docs/decisions/011): 'Waiting to send' until a connection, 'Sending...' while it goes out.
 */
export function WaitingToSendBadge({ waiting }: { waiting: readonly WaitingChange[] }) {
  const { t } = useLingui();
  if (waiting.length === 0) return null;
  const sending = waiting.every((change) => change.state === "sending");
  const saved = waiting
    .map((change) => {
      const what = writeLabel(change.kind);
      const when = formatDateTime(change.savedAt);
      return t`${what}, saved ${when}`;
    })
    .join("; ");
  return (
    <span title={t`Saved on this device: ${saved}`} className="inline-flex">
      <Badge tone="warning">
        <svg
          className="me-1 size-3.5 shrink-0"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        {sending ? t`Sending...` : t`Waiting to send`}
      </Badge>
    </span>
  );
}
