import { Trans, useLingui } from "@lingui/react/macro";
import {
  METER_IMPORT_MAX_CHARS,
  METER_IMPORT_MAX_ROWS,
  METER_MESSAGES,
  type MeterImportResult,
} from "@mnx/domain";
import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { inputClasses } from "../../components/ui/input-classes";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { useImportReadings } from "../../features/meters/api/meter-queries";
import { ReadingImportPreview } from "../../features/meters/components/reading-import-preview";
import { errorMessage } from "../../lib/error-message";
import { formatNumber } from "../../lib/format";
import { domainText } from "../../lib/i18n/i18n";

const EXAMPLE = "machine,meter,value,time\nEX-101,hours,1520.5,2026-11-27T16:00:00Z";

/**
 * /meter-readings/import (docs/decisions/041): a CSV of readings (machine number or serial, meter, value, time),
 * previewed row by row before anything is written, then imported: every row or none.
 */
export function MeterReadingsImportScreen() {
  const { t } = useLingui();
  const importer = useImportReadings();
  const maxRows = formatNumber(METER_IMPORT_MAX_ROWS);
  const [csv, setCsv] = useState("");
  const [fileName, setFileName] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<MeterImportResult | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const changed = (text: string, name?: string) => {
    setCsv(text);
    setFileName(name);
    setPreview(null);
    importer.reset();
  };
  const run = (write: boolean) =>
    importer.mutate(
      { body: { csv, fileName }, write },
      {
        onSuccess: (answer) => {
          if (!write) return setPreview(answer.data);
          const imported = domainText(METER_MESSAGES.imported);
          const rows = answer.data.rows.length;
          setNotice({ tone: "success", message: t`${imported}: ${rows} rows` });
          changed("");
        },
      },
    );
  const previewRows = preview?.rows.length;
  const canImport = preview !== null && preview.errors === 0 && !importer.isPending;

  return (
    <div className="max-w-4xl space-y-4">
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <p className="text-sm text-ink-muted">
        <Trans>
          A CSV file whose first line names its columns: <strong>machine</strong> (number or serial),{" "}
          <strong>meter</strong> (blank for engine hours; hours, odometer, PTO hours), <strong>value</strong>{" "}
          and <strong>time</strong> (ISO 8601; without an offset, UTC). At most {maxRows} rows. Nothing is
          written until every row is right.
        </Trans>
      </p>
      <div className="space-y-1">
        <label htmlFor="meter-import-file" className="block text-sm font-semibold">
          <Trans>CSV file</Trans>
        </label>
        <input
          id="meter-import-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          className="block w-full text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void file.text().then((text) => changed(text, file.name));
          }}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="meter-import-text" className="block text-sm font-semibold">
          <Trans>Or paste the rows</Trans>
        </label>
        <textarea
          id="meter-import-text"
          rows={6}
          maxLength={METER_IMPORT_MAX_CHARS}
          placeholder={EXAMPLE}
          className={inputClasses(false, "font-mono text-sm")}
          value={csv}
          onChange={(event) => changed(event.target.value)}
        />
      </div>
      {importer.error ? (
        <Alert tone="error" title={errorMessage(importer.error, t`The import failed. Please try again.`)} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={csv.trim() === "" || importer.isPending}
          onClick={() => run(false)}
        >
          <Trans>Preview</Trans>
        </Button>
        <Button disabled={!canImport} onClick={() => run(true)}>
          {preview ? t`Import ${previewRows} Readings` : t`Import`}
        </Button>
      </div>
      {preview ? <ReadingImportPreview result={preview} /> : null}
    </div>
  );
}
