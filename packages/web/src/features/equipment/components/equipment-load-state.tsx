import { useLingui } from "@lingui/react/macro";
import { EQUIPMENT_MESSAGES } from "@mnx/domain";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";
import { domainText } from "../../../lib/i18n/i18n";

/** Equipment Details before the machine has loaded (the modal and the machine's page). */
export function EquipmentLoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <LoadStatePanel
      error={error}
      onRetry={onRetry}
      loadingTitle={t`Loading equipment details...`}
      errorTitle={domainText(EQUIPMENT_MESSAGES.loadFailed)}
      notFoundTitle={domainText(EQUIPMENT_MESSAGES.notFound)}
    />
  );
}
