import type { MeterImportResult, MeterImportRow } from "@mnx/domain";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

const TONES: Record<MeterImportRow["status"], BadgeTone> = {
  ACCEPTED: "success",
  HELD: "warning",
  REFUSED: "danger",
  ERROR: "danger",
};
const LABELS: Record<MeterImportRow["status"], string> = {
  ACCEPTED: "Accepted",
  HELD: "Held for review",
  REFUSED: "Refused",
  ERROR: "Error",
};

/** Each row of a file and its verdict, the rows in error first (a card each: readable on a phone too). */
export function ReadingImportPreview({ result }: { result: MeterImportResult }) {
  const rows = [...result.rows].sort(
    (a, b) => Number(b.status === "ERROR") - Number(a.status === "ERROR") || a.line - b.line,
  );
  return (
    <div className="space-y-2">
      <p className="text-sm" aria-live="polite">
        {result.rows.length} rows: {result.accepted} accepted, {result.held} held for review, {result.errors}{" "}
        with errors.
      </p>
      <ul aria-label="Rows of the file" className="grid gap-2 lg:grid-cols-2">
        {rows.map((row) => (
          <li key={row.line} className="space-y-1 rounded-lg border border-line bg-surface p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">Line {row.line}</p>
              <Badge tone={TONES[row.status]}>{LABELS[row.status]}</Badge>
            </div>
            <p className="break-all">
              {row.machine || "(no machine)"} · {row.meter || "Engine hours"} · {row.value} · {row.takenAt}
            </p>
            {row.message ? <p>{row.message}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
