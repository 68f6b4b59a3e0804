import { EQUIPMENT_MESSAGES } from "@mnx/domain";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";

/** Equipment Details before the machine has loaded (the modal and the machine's page). */
export function EquipmentLoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return (
    <LoadStatePanel
      error={error}
      onRetry={onRetry}
      loadingTitle="Loading equipment details..."
      errorTitle={EQUIPMENT_MESSAGES.loadFailed}
      notFoundTitle={EQUIPMENT_MESSAGES.notFound}
    />
  );
}
