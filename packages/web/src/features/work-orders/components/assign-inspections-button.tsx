import { inspectionsAssignedMessage } from "@mnx/domain";
import { Button } from "../../../components/ui/button";
import type { Notice } from "../../../components/ui/page-notice";
import { errorMessage } from "../../../lib/error-message";
import type { DailyInspectionAssigner } from "../api/automation-queries";

/** Used only when a failure carries no message of its own (the spec words none). */
const ASSIGN_FAILED = "Failed to assign daily inspections. Please try again.";
const SAVED_OFFLINE =
  "Saved on this device: today's daily inspections will be assigned as soon as this device is back online.";

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
  const waiting = assigner.isPaused;
  if (count <= 0 && !waiting && !assigner.isPending) return null;
  const press = async () => {
    try {
      const answer = await assigner.assign();
      onNotice({ tone: "success", message: inspectionsAssignedMessage(answer.data.created) });
    } catch (error) {
      onNotice({ tone: "error", message: errorMessage(error, ASSIGN_FAILED) });
    }
  };
  return (
    <>
      <Button variant={variant} busy={assigner.isPending} disabled={waiting} onClick={() => void press()}>
        {waiting ? "Waiting for connection..." : label}
      </Button>
      {waiting ? (
        <p role="status" className="basis-full text-sm text-ink-muted">
          {SAVED_OFFLINE}
        </p>
      ) : null}
    </>
  );
}
