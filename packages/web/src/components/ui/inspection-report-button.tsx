import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { downloadFile } from "../../lib/download-file";
import { errorMessage } from "../../lib/error-message";
import { Button } from "./button";

/** Download PDF: the inspection report with its items, defects and signatures (GET /inspections/{id}/report.pdf). */
export function InspectionReportButton({ inspectionId }: { inspectionId: string }) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(`/inspections/${inspectionId}/report.pdf`, "inspection-report.pdf");
    } catch (error) {
      setFailure(errorMessage(error, t`Could not download the report. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-1">
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        <Trans>Download PDF</Trans>
      </Button>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger-ink">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
