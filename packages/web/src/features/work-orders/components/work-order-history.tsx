import { Trans, useLingui } from "@lingui/react/macro";
import { fullName, toDate, type WorkOrderHistoryEntry, type WorkOrderPhoto } from "@mnx/domain";
import { PhotoThumbnails } from "../../../components/photos/photo-thumbnails";
import { formatDateTime } from "../../../lib/format";
import { enumText } from "./work-order-display";
import { photoThumbnails } from "./work-order-photo-labels";
import { WorkOrderSection } from "./work-order-section";

const timeOf = (entry: WorkOrderHistoryEntry) => toDate(entry.createdAt)?.getTime() ?? 0;

function Move({ entry }: { entry: WorkOrderHistoryEntry }) {
  const to = enumText(entry.toStatus);
  if (!entry.fromStatus) return <Trans>Created as {to}</Trans>;
  const from = enumText(entry.fromStatus);
  return (
    <Trans>
      {from} <span aria-hidden="true">→</span>
      <span className="sr-only"> to </span> {to}
    </Trans>
  );
}

function EntryPhotos({ photos, all }: { photos: WorkOrderPhoto[]; all: readonly WorkOrderPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <div className="mt-1.5">
      <PhotoThumbnails size="sm" photos={photoThumbnails(photos, all)} />
    </div>
  );
}

/** Every status move, oldest first: from → to, who, when, the note and the photos that came with it. */
export function WorkOrderHistory({
  history,
  photos = [],
}: {
  history: readonly WorkOrderHistoryEntry[];
  photos?: readonly WorkOrderPhoto[];
}) {
  const { t } = useLingui();
  const entries = [...history].sort((a, b) => timeOf(a) - timeOf(b));
  return (
    <WorkOrderSection title={t`History`}>
      {entries.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No status changes yet.</Trans>
        </p>
      ) : (
        <ol className="space-y-3 border-l-2 border-line pl-4">
          {entries.map((entry) => (
            <li key={entry.id} className="min-w-0">
              <p className="text-sm font-medium text-ink">
                <Move entry={entry} />
              </p>
              <p className="text-xs text-ink-muted">
                {fullName(entry.changedBy) || t`System`} ·{" "}
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
              {entry.note ? (
                <p className="mt-0.5 text-sm break-words whitespace-pre-line text-ink">{entry.note}</p>
              ) : null}
              <EntryPhotos photos={photos.filter((photo) => photo.historyId === entry.id)} all={photos} />
            </li>
          ))}
        </ol>
      )}
    </WorkOrderSection>
  );
}
