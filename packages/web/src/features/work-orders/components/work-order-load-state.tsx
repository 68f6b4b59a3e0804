import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import { Button } from "../../../components/ui/button";
import { StatePanel } from "../../../components/ui/state-panel";
import { isApiError } from "../../../lib/api-error";

interface WorkOrderLoadStateProps {
  error: Error | null;
  onRetry: () => void;
}

/** A work-order modal's loading panel, or its error with Try Again. */
export function WorkOrderLoadState({ error, onRetry }: WorkOrderLoadStateProps) {
  if (!error) return <StatePanel kind="loading" title="Loading work order..." />;
  const notFound = isApiError(error) && error.status === 404;
  return (
    <StatePanel
      kind="error"
      title={notFound ? WORK_ORDER_MESSAGES.notFound : "Unable to load the work order"}
      action={
        notFound ? null : (
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        )
      }
    >
      {error.message}
    </StatePanel>
  );
}
