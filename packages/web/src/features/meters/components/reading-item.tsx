import { Trans, useLingui } from "@lingui/react/macro";
import {
  METER_KIND_LABELS,
  type MeterReading,
  READING_SOURCE_LABELS,
  READING_STATUS_LABELS,
  type ReadingStatus,
} from "@mnx/domain";
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { formatDateTime, formatMeterValue } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

const STATUS_TONES: Record<ReadingStatus, BadgeTone> = {
  ACCEPTED: "success",
  HELD: "warning",
  REJECTED: "neutral",
  REFUSED: "danger",
};

/** One reading: value and meter, when taken, where from and by whom, its status and why. */
export function ReadingItem({
  reading,
  showMachine = false,
  actions,
}: {
  reading: MeterReading;
  showMachine?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const taken = formatDateTime(reading.takenAt);
  const source = domainText(READING_SOURCE_LABELS[reading.source]);
  const person = reading.recordedBy ? `${reading.recordedBy.firstName} ${reading.recordedBy.lastName}` : null;
  const oldValue =
    reading.replacedValue === null ? "" : formatMeterValue(reading.kind, reading.replacedValue);
  const note = reading.reviewNote;
  return (
    <div className="w-full space-y-1 rounded-lg border border-line bg-surface p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {formatMeterValue(reading.kind, reading.value)}
          <span className="font-normal text-ink-muted"> · {domainText(METER_KIND_LABELS[reading.kind])}</span>
          {reading.replacement ? (
            <span className="font-normal">
              {" "}
              · <Trans>meter replaced</Trans>
            </span>
          ) : null}
        </p>
        <Badge tone={STATUS_TONES[reading.status]}>{domainText(READING_STATUS_LABELS[reading.status])}</Badge>
      </div>
      {showMachine ? (
        <p className="text-sm">
          {reading.equipment.equipmentNumber} · {reading.equipment.name}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        {person ? t`Taken ${taken} · ${source} by ${person}` : t`Taken ${taken} · ${source}`}
        {reading.sender ? ` · ${reading.sender}` : ""}
      </p>
      {reading.replacement && reading.replacedValue !== null ? (
        <p className="text-sm">
          <Trans>Old meter's last reading: {oldValue}</Trans>
        </p>
      ) : null}
      {reading.reason ? <p className="text-sm">{reading.reason}</p> : null}
      {note ? (
        <p className="text-sm">
          <Trans>Review note: {note}</Trans>
        </p>
      ) : null}
      {actions}
    </div>
  );
}
