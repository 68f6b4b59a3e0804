import {
  formatDateTime,
  formatMeterValue,
  METER_KIND_LABELS,
  type MeterReading,
  READING_SOURCE_LABELS,
  READING_STATUS_LABELS,
  type ReadingStatus,
} from "@mnx/domain";
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

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
  const by = reading.recordedBy ? ` by ${reading.recordedBy.firstName} ${reading.recordedBy.lastName}` : "";
  return (
    <div className="w-full space-y-1 rounded-lg border border-line bg-surface p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {formatMeterValue(reading.kind, reading.value)}
          <span className="font-normal text-ink-muted"> · {METER_KIND_LABELS[reading.kind]}</span>
          {reading.replacement ? <span className="font-normal"> · meter replaced</span> : null}
        </p>
        <Badge tone={STATUS_TONES[reading.status]}>{READING_STATUS_LABELS[reading.status]}</Badge>
      </div>
      {showMachine ? (
        <p className="text-sm">
          {reading.equipment.equipmentNumber} · {reading.equipment.name}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        Taken {formatDateTime(reading.takenAt)} · {READING_SOURCE_LABELS[reading.source]}
        {by}
        {reading.sender ? ` · ${reading.sender}` : ""}
      </p>
      {reading.replacement && reading.replacedValue !== null ? (
        <p className="text-sm">
          Old meter's last reading: {formatMeterValue(reading.kind, reading.replacedValue)}
        </p>
      ) : null}
      {reading.reason ? <p className="text-sm">{reading.reason}</p> : null}
      {reading.reviewNote ? <p className="text-sm">Review note: {reading.reviewNote}</p> : null}
      {actions}
    </div>
  );
}
