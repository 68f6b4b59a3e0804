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

/** Each row of a file and its verdict, the rows in error first. */
export function ReadingImportPreview({ result }: { result: MeterImportResult }) {
  const rows = [...result.rows].sort((a, b) => Number(b.status === "ERROR") - Number(a.status === "ERROR"));
  return (
    <div className="space-y-2">
      <p className="text-sm" aria-live="polite">
        {result.rows.length} rows: {result.accepted} accepted, {result.held} held for review, {result.errors}{" "}
        with errors.
      </p>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The file's rows and what the import does with each</caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-2 py-1">
                Line
              </th>
              <th scope="col" className="px-2 py-1">
                Machine
              </th>
              <th scope="col" className="px-2 py-1">
                Meter
              </th>
              <th scope="col" className="px-2 py-1">
                Value
              </th>
              <th scope="col" className="px-2 py-1">
                Time
              </th>
              <th scope="col" className="px-2 py-1">
                Verdict
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className="border-t border-line align-top">
                <td className="px-2 py-1">{row.line}</td>
                <td className="px-2 py-1 break-all">{row.machine}</td>
                <td className="px-2 py-1">{row.meter || "Engine hours"}</td>
                <td className="px-2 py-1">{row.value}</td>
                <td className="px-2 py-1 break-all">{row.takenAt}</td>
                <td className="space-y-1 px-2 py-1">
                  <Badge tone={TONES[row.status]}>{LABELS[row.status]}</Badge>
                  {row.message ? <p>{row.message}</p> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
