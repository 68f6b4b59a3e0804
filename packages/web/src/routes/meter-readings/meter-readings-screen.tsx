import { Trans, useLingui } from "@lingui/react/macro";
import { can, type MeterReading } from "@mnx/domain";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-classes";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { useReviewReading } from "../../features/meters/api/meter-queries";
import { HeldReadingsList } from "../../features/meters/components/held-readings-list";
import { useAuth } from "../../lib/auth/use-auth";
import { errorMessage } from "../../lib/error-message";
import { formatMeterValue } from "../../lib/format";

/**
 * /meter-readings (docs/decisions/041): the readings held for review (implausible jumps), accepted or rejected
 * by a manager, and the way to the CSV import.
 */
export function MeterReadingsScreen() {
  const { t } = useLingui();
  const role = useAuth().user?.role;
  const review = useReviewReading();
  const [deciding, setDeciding] = useState<{ reading: MeterReading; accept: boolean } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const close = () => {
    setDeciding(null);
    review.reset();
  };
  const decide = () => {
    if (!deciding) return;
    review.mutate(
      {
        id: deciding.reading.id,
        review: { decision: deciding.accept ? "ACCEPT" : "REJECT", note: undefined },
      },
      {
        onSuccess: (answer) => {
          setDeciding(null);
          setNotice({ tone: "success", message: answer.message });
        },
      },
    );
  };
  const shown = deciding ? formatMeterValue(deciding.reading.kind, deciding.reading.value) : "";
  const machine = deciding?.reading.equipment.equipmentNumber;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Held for Review</Trans>
        </h2>
        {can(role, "meters.import") ? (
          <Link to="/meter-readings/import" className={buttonClasses({ variant: "secondary" })}>
            <Trans>Import Readings</Trans>
          </Link>
        ) : null}
      </div>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <HeldReadingsList onReview={(reading, accept) => setDeciding({ reading, accept })} />
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.accept ? t`Accept Reading` : t`Reject Reading`}
        message={
          deciding?.accept
            ? t`Accept ${shown} for ${machine}? It counts as the machine's reading.`
            : t`Reject ${shown}? It stays in the machine's history and never counts.`
        }
        confirmLabel={deciding?.accept ? t`Accept` : t`Reject`}
        busyLabel={t`Saving...`}
        tone={deciding?.accept ? "primary" : "danger"}
        busy={review.isPending}
        error={
          review.error ? errorMessage(review.error, t`Failed to save the review. Please try again.`) : null
        }
        onConfirm={decide}
        onCancel={close}
      />
    </div>
  );
}
