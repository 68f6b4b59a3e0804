import { useLingui } from "@lingui/react/macro";
import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import { PriorityBadge } from "../../../components/ui/work-order-badges";
import { formatDateTime } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { useNewWorkOrdersOnDevice } from "../api/use-work-order-on-device";
import { type NewWorkOrderOnDevice, writeLabel } from "../api/work-order-on-device";
import { RefusedWriteNotices } from "./refused-write-notices";
import { WaitingToSendBadge } from "./waiting-to-send-badge";

interface NewWorkOrdersOnDeviceProps {
  /** Which new work orders this list shows: created ones, issue reports, or both. */
  kinds: readonly NewWorkOrderOnDevice["kind"][];
  /** The list's layout, as the list below it (a grid of cards by default). */
  listClassName?: string;
}

function NewWorkOrderCard({
  entry,
  onDismiss,
}: {
  entry: NewWorkOrderOnDevice;
  onDismiss: (key: string) => void;
}) {
  const { t } = useLingui();
  const what = writeLabel(entry.kind);
  const when = formatDateTime(entry.savedAt);
  return (
    <article
      aria-label={entry.title}
      className="flex h-full flex-col gap-2 rounded-xl border border-dashed border-warning-line bg-surface p-4 shadow-sm"
    >
      <div className="flex flex-wrap gap-2">
        {entry.state === "refused" ? null : (
          <WaitingToSendBadge waiting={[{ kind: entry.kind, state: entry.state, savedAt: entry.savedAt }]} />
        )}
        {entry.priority ? <PriorityBadge priority={entry.priority} /> : null}
      </div>
      <h3 className="font-semibold leading-snug break-words">{entry.title}</h3>
      <p className="line-clamp-3 text-sm break-words text-ink-muted">
        {entry.description || domainText(WORK_ORDER_MESSAGES.noDescription)}
      </p>
      <p className="text-xs text-ink-muted">
        {entry.state === "refused"
          ? t`${what} saved on this device ${when}.`
          : t`${what} saved on this device ${when}; it will be sent once, as soon as this device is back online.`}
      </p>
      {entry.refusal ? <RefusedWriteNotices refusals={[entry.refusal]} onDismiss={onDismiss} /> : null}
    </article>
  );
}

/**
 * Work orders created (or issues reported) on this device that the server does not have yet, above the list
 * they will join, marked 'Waiting to send'; a refused one stays with its reason until dismissed
 * (docs/decisions/011).
 */
export function NewWorkOrdersOnDevice({
  kinds,
  listClassName = "grid gap-3 sm:grid-cols-2 xl:grid-cols-3",
}: NewWorkOrdersOnDeviceProps) {
  const { t } = useLingui();
  const { entries, dismiss } = useNewWorkOrdersOnDevice(kinds);
  if (entries.length === 0) return null;
  return (
    <section aria-label={t`Saved on this device`}>
      <ul className={listClassName}>
        {entries.map((entry) => (
          <li key={entry.idempotencyKey}>
            <NewWorkOrderCard entry={entry} onDismiss={dismiss} />
          </li>
        ))}
      </ul>
    </section>
  );
}
