import { can, inspectionRecordQuerySchema } from "@mnx/domain";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useAuth } from "../../../lib/auth/use-auth";
import { downloadFile } from "../../../lib/download-file";
import { errorMessage } from "../../../lib/error-message";

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * For an auditor (SHOP_FOREMAN and up, records.export): the machine's inspections and defects for a period, as
 * CSV or PDF (GET /equipment/{id}/inspection-record; docs/decisions/043). The last 90 days unless changed.
 */
export function InspectionRecordExport({ equipmentId }: { equipmentId: string }) {
  const role = useAuth().user?.role;
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 90 * 86_400_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const [busy, setBusy] = useState<"csv" | "pdf" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!can(role, "records.export")) return null;
  const download = async (format: "csv" | "pdf") => {
    const query = inspectionRecordQuerySchema.safeParse({ from, to, format });
    if (!query.success) return setFailure(query.error.issues[0]?.message ?? "Choose a period");
    setFailure(null);
    setBusy(format);
    try {
      await downloadFile(`/equipment/${equipmentId}/inspection-record`, `inspection-record.${format}`, {
        from,
        to,
        format,
      });
    } catch (error) {
      setFailure(errorMessage(error, "Could not download the record. Please try again."));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="inspection-record-heading" className="space-y-2">
      <h3 id="inspection-record-heading" className="font-semibold">
        Inspection Record
      </h3>
      <p className="text-sm text-ink-muted">
        The machine's inspections and defects of a period, for an auditor.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
        <TextField label="From" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="To" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        <Button
          variant="secondary"
          busy={busy === "csv"}
          disabled={busy !== null}
          onClick={() => void download("csv")}
        >
          Export CSV
        </Button>
        <Button
          variant="secondary"
          busy={busy === "pdf"}
          disabled={busy !== null}
          onClick={() => void download("pdf")}
        >
          Export PDF
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger-ink">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
