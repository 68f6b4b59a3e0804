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

const EXAMPLE = "machine,meter,value,time\nEX-101,hours,1520.5,2026-11-27T16:00:00Z";

/**
 * /meter-readings/import (docs/decisions/041): a CSV of readings (machine number or serial, meter, value, time),
 * previewed row by row before anything is written, then imported: every row or none.
 */
export function MeterReadingsImportScreen() {
  const importer = useImportReadings();
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
          setNotice({
            tone: "success",
            message: `${METER_MESSAGES.imported}: ${answer.data.rows.length} rows`,
          });
          changed("");
        },
      },
    );
  const canImport = preview !== null && preview.errors === 0 && !importer.isPending;

  return (
    <div className="max-w-4xl space-y-4">
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <p className="text-sm text-ink-muted">
        A CSV file whose first line names its columns: <strong>machine</strong> (number or serial),{" "}
        <strong>meter</strong> (blank for engine hours; hours, odometer, PTO hours), <strong>value</strong>{" "}
        and <strong>time</strong> (ISO 8601; without an offset, UTC). At most{" "}
        {METER_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows. Nothing is written until every row is right.
      </p>
      <div className="space-y-1">
        <label htmlFor="meter-import-file" className="block text-sm font-semibold">
          CSV file
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
          Or paste the rows
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
        <Alert tone="error" title={errorMessage(importer.error, "The import failed. Please try again.")} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={csv.trim() === "" || importer.isPending}
          onClick={() => run(false)}
        >
          Preview
        </Button>
        <Button disabled={!canImport} onClick={() => run(true)}>
          {preview ? `Import ${preview.rows.length} Readings` : "Import"}
        </Button>
      </div>
      {preview ? <ReadingImportPreview result={preview} /> : null}
    </div>
  );
}
