import { useLingui } from "@lingui/react/macro";
import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";
import { domainText } from "../../../lib/i18n/i18n";

interface WorkOrderLoadStateProps {
  error: Error | null;
  onRetry: () => void;
}

/** A work-order modal's loading panel, or its error with Try Again. */
export function WorkOrderLoadState({ error, onRetry }: WorkOrderLoadStateProps) {
  const { t } = useLingui();
  return (
    <LoadStatePanel
      error={error}
      onRetry={onRetry}
      loadingTitle={t`Loading work order...`}
      errorTitle={t`Unable to load the work order`}
      notFoundTitle={domainText(WORK_ORDER_MESSAGES.notFound)}
    />
  );
}
