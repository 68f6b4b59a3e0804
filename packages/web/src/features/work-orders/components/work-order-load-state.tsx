import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";

interface WorkOrderLoadStateProps {
  error: Error | null;
  onRetry: () => void;
}

/** A work-order modal's loading panel, or its error with Try Again. */
export function WorkOrderLoadState({ error, onRetry }: WorkOrderLoadStateProps) {
  return (
    <LoadStatePanel
      error={error}
      onRetry={onRetry}
      loadingTitle="Loading work order..."
      errorTitle="Unable to load the work order"
      notFoundTitle={WORK_ORDER_MESSAGES.notFound}
    />
  );
}
