import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { METER_KIND_LABELS, type MeterImportResult, type MeterImportRow } from "@mnx/domain";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { domainText } from "../../../lib/i18n/i18n";

const TONES: Record<MeterImportRow["status"], BadgeTone> = {
  ACCEPTED: "success",
  HELD: "warning",
  REFUSED: "danger",
  ERROR: "danger",
};
const LABELS: Record<MeterImportRow["status"], MessageDescriptor> = {
  ACCEPTED: msg`Accepted`,
  HELD: msg`Held for review`,
  REFUSED: msg`Refused`,
  ERROR: msg`Error`,
};

/** Each row of a file and its verdict, the rows in error first (a card each: readable on a phone too). */
export function ReadingImportPreview({ result }: { result: MeterImportResult }) {
  const { t, i18n } = useLingui();
  const { accepted, held, errors } = result;
  const count = result.rows.length;
  const rows = [...result.rows].sort(
    (a, b) => Number(b.status === "ERROR") - Number(a.status === "ERROR") || a.line - b.line,
  );
  return (
    <div className="space-y-2">
      <p className="text-sm" aria-live="polite">
        <Trans>
          {count} rows: {accepted} accepted, {held} held for review, {errors} with errors.
        </Trans>
      </p>
      <ul aria-label={t`Rows of the file`} className="grid gap-2 lg:grid-cols-2">
        {rows.map((row) => (
          <li key={row.line} className="space-y-1 rounded-lg border border-line bg-surface p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{t`Line ${row.line}`}</p>
              <Badge tone={TONES[row.status]}>{i18n._(LABELS[row.status])}</Badge>
            </div>
            <p className="break-all">
              {row.machine || t`(no machine)`} · {row.meter || domainText(METER_KIND_LABELS.ENGINE_HOURS)} ·{" "}
              {row.value} · {row.takenAt}
            </p>
            {row.message ? <p>{row.message}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
