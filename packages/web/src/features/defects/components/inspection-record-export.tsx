import { Trans, useLingui } from "@lingui/react/macro";
import { can, inspectionRecordQuerySchema } from "@mnx/domain";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useAuth } from "../../../lib/auth/use-auth";
import { downloadFile } from "../../../lib/download-file";
import { errorMessage } from "../../../lib/error-message";
import { domainText } from "../../../lib/i18n/i18n";

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * For an auditor (SHOP_FOREMAN and up, records.export): the machine's inspections and defects for a period, as
 * CSV or PDF (GET /equipment/{id}/inspection-record; docs/decisions/043). The last 90 days unless changed.
 */
export function InspectionRecordExport({ equipmentId }: { equipmentId: string }) {
  const { t } = useLingui();
  const role = useAuth().user?.role;
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 90 * 86_400_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const [busy, setBusy] = useState<"csv" | "pdf" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!can(role, "records.export")) return null;
  const download = async (format: "csv" | "pdf") => {
    const query = inspectionRecordQuerySchema.safeParse({ from, to, format });
    if (!query.success)
      return setFailure(domainText(query.error.issues[0]?.message ?? "") || t`Choose a period`);
    setFailure(null);
    setBusy(format);
    try {
      await downloadFile(`/equipment/${equipmentId}/inspection-record`, `inspection-record.${format}`, {
        from,
        to,
        format,
      });
    } catch (error) {
      setFailure(errorMessage(error, t`Could not download the record. Please try again.`));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="inspection-record-heading" className="space-y-2">
      <h3 id="inspection-record-heading" className="font-semibold">
        <Trans>Inspection Record</Trans>
      </h3>
      <p className="text-sm text-ink-muted">
        <Trans>The machine's inspections and defects of a period, for an auditor.</Trans>
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
        <TextField
          label={t`From`}
          type="date"
          value={from}
          max={to}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField label={t`To`} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        <Button
          variant="secondary"
          busy={busy === "csv"}
          disabled={busy !== null}
          onClick={() => void download("csv")}
        >
          <Trans>Export CSV</Trans>
        </Button>
        <Button
          variant="secondary"
          busy={busy === "pdf"}
          disabled={busy !== null}
          onClick={() => void download("pdf")}
        >
          <Trans>Export PDF</Trans>
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
