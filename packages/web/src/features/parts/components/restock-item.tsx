import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { StatePanel } from "../../../components/ui/state-panel";
import { fullestStore } from "../api/last-store";
import { partDetailQuery, stockLocationsQuery } from "../api/part-queries";
import { StockChangeModal } from "./stock-change-modal";

interface RestockItemProps {
  partId: string;
  locationId: string;
  quantity: number;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Restock a line of the 'to order' list with the suggested quantity: a store receives what was ordered; a
 * truck is loaded from the first store.
 */
export function RestockItem({ partId, locationId, quantity, onClose, onDone }: RestockItemProps) {
  const part = useQuery(partDetailQuery(partId));
  const { t } = useLingui();
  const locations = useQuery(stockLocationsQuery());
  const all = locations.data ?? [];
  const truck = all.find((location) => location.id === locationId)?.kind === "TRUCK";
  if (part.data && locations.data) {
    const store = fullestStore(part.data.stock, all);
    return (
      <StockChangeModal
        action={truck ? "move" : "receive"}
        part={part.data}
        locations={all}
        preset={truck ? { locationId: store, toLocationId: locationId, quantity } : { locationId, quantity }}
        onClose={onClose}
        onDone={onDone}
      />
    );
  }
  const failed = part.isError || locations.isError;
  return (
    <Modal open size="sm" title={t`Restock`} onClose={onClose}>
      <StatePanel
        kind={failed ? "error" : "loading"}
        title={failed ? t`The part could not be loaded` : t`Loading the part...`}
        action={
          failed ? (
            <Button
              variant="secondary"
              onClick={() => void Promise.all([part.refetch(), locations.refetch()])}
            >
              <Trans>Try Again</Trans>
            </Button>
          ) : undefined
        }
      />
    </Modal>
  );
}
