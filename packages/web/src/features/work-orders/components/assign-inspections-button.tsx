import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button";
import type { Notice } from "../../../components/ui/page-notice";
import { errorMessage } from "../../../lib/error-message";
import type { DailyInspectionAssigner } from "../api/automation-queries";

interface AssignInspectionsButtonProps {
  assigner: DailyInspectionAssigner;
  /** How many machines still have no inspection today; the button shows only above 0 (or while one waits). */
  count: number;
  /** 'Assign 3 Daily Inspections', 'Assign Pending Inspections'. */
  label: string;
  onNotice: (notice: Notice) => void;
  variant?: "primary" | "secondary";
}

/**
 * 'Assign N Daily Inspections' (part 1, 2): one press assigns today's inspections; offline, the press waits on
 * the device (the button says so) and goes out once on reconnect.
 */
export function AssignInspectionsButton({
  assigner,
  count,
  label,
  onNotice,
  variant = "secondary",
}: AssignInspectionsButtonProps) {
  const { t } = useLingui();
  const waiting = assigner.isPaused;
  if (count <= 0 && !waiting && !assigner.isPending) return null;
  const press = async () => {
    try {
      const answer = await assigner.assign();
      onNotice({
        tone: "success",
        message: plural(answer.data.created, {
          one: "Assigned # daily inspection",
          other: "Assigned # daily inspections",
        }),
      });
    } catch (error) {
      // Used only when a failure carries no message of its own (the spec words none).
      const fallback = t`Failed to assign daily inspections. Please try again.`;
      onNotice({ tone: "error", message: errorMessage(error, fallback) });
    }
  };
  return (
    <>
      <Button variant={variant} busy={assigner.isPending} disabled={waiting} onClick={() => void press()}>
        {waiting ? t`Waiting for connection...` : label}
      </Button>
      {waiting ? (
        <p role="status" className="basis-full text-sm text-ink-muted">
          <Trans>
            Saved on this device: today's daily inspections will be assigned as soon as this device is back
            online.
          </Trans>
        </p>
      ) : null}
    </>
  );
}
