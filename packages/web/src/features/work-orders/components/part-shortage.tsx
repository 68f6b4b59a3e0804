import { Trans, useLingui } from "@lingui/react/macro";
import type { PartUnit } from "@mnx/domain";
import { Alert } from "../../../components/ui/alert";
import { WorkOrderCheckbox } from "./work-order-checkbox";
import { quantityText } from "./work-order-display";

interface PartShortageProps {
  unit: PartUnit;
  onHand: number;
  location: string;
  /** The state machine lets the caller move this job to Waiting Parts (from In Progress). */
  mayWait: boolean;
  alreadyWaiting: boolean;
  waitForParts: boolean;
  onWaitForParts: (wait: boolean) => void;
}

/**
 * The location does not have what the form takes (docs/decisions/033): what a request does, what recording the
 * use anyway does, and whether the job should wait for the part.
 */
export function PartShortage(props: PartShortageProps) {
  const { unit, onHand, location, mayWait, alreadyWaiting, waitForParts, onWaitForParts } = props;
  const { t } = useLingui();
  const quantity = quantityText(onHand, unit);
  const title = onHand > 0 ? t`Only ${quantity} at ${location}` : t`Not in stock at ${location}`;
  return (
    <div className="space-y-3">
      <Alert tone="warning" title={title}>
        <p>
          <Trans>
            Request Part puts it on the 'to order' list; the job takes it when it comes in. If you have it in
            hand, Record Use Anyway: the stock at {location} goes below zero and is flagged for a count.
          </Trans>
        </p>
      </Alert>
      {mayWait ? (
        <WorkOrderCheckbox
          label={t`Wait for parts`}
          hint={t`The work order moves to Waiting Parts until the part comes in.`}
          checked={waitForParts}
          onChange={(event) => onWaitForParts(event.target.checked)}
        />
      ) : alreadyWaiting ? (
        <p className="text-sm text-ink-muted">
          <Trans>The work order is already waiting for parts.</Trans>
        </p>
      ) : null}
    </div>
  );
}
