import { Trans } from "@lingui/react/macro";
import type { WorkOrderStatus } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import type { RefusedWrite } from "../../../lib/waiting-writes";
import { refusalNotice } from "../api/refusal-notice";

interface RefusedWriteNoticesProps {
  refusals: readonly RefusedWrite[];
  /** The status the server has now (a conflict says what someone else did); none for a new work order. */
  current?: WorkOrderStatus | undefined;
  onDismiss: (idempotencyKey: string) => void;
}

/**
 * The changes saved on this device that the server turned down when they were finally sent: what happened and
 * what to do, until the person dismisses them (never dropped silently; docs/decisions/011).
 */
export function RefusedWriteNotices({ refusals, current, onDismiss }: RefusedWriteNoticesProps) {
  const client = useQueryClient();
  if (refusals.length === 0) return null;
  return (
    // Above a card's stretched title button, so that these buttons take the tap.
    <div className="relative space-y-2">
      {refusals.map((refusal) => {
        const notice = refusalNotice(refusal, current);
        return (
          <Alert key={refusal.write.idempotencyKey} tone="error" title={notice.title}>
            <p>{notice.advice}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {current ? (
                <Button variant="secondary" onClick={() => void refreshWorkOrderQueries(client)}>
                  <Trans>Reload</Trans>
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => onDismiss(refusal.write.idempotencyKey)}>
                <Trans>Dismiss</Trans>
              </Button>
            </div>
          </Alert>
        );
      })}
    </div>
  );
}
