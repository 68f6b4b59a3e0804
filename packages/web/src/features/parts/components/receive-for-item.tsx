import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { StatePanel } from "../../../components/ui/state-panel";
import { partDetailQuery, stockLocationsQuery } from "../api/part-queries";
import { StockChangeModal } from "./stock-change-modal";

interface ReceiveForItemProps {
  partId: string;
  locationId: string;
  quantity: number;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Receive from the 'to order' list: the part's own form, with the location and the suggested quantity. */
export function ReceiveForItem({ partId, locationId, quantity, onClose, onDone }: ReceiveForItemProps) {
  const part = useQuery(partDetailQuery(partId));
  const locations = useQuery(stockLocationsQuery());
  if (part.data && locations.data) {
    return (
      <StockChangeModal
        action="receive"
        part={part.data}
        locations={locations.data}
        preset={{ locationId, quantity }}
        onClose={onClose}
        onDone={onDone}
      />
    );
  }
  const failed = part.isError || locations.isError;
  return (
    <Modal open size="sm" title="Receive Stock" onClose={onClose}>
      <StatePanel
        kind={failed ? "error" : "loading"}
        title={failed ? "The part could not be loaded" : "Loading the part..."}
        action={
          failed ? (
            <Button
              variant="secondary"
              onClick={() => void Promise.all([part.refetch(), locations.refetch()])}
            >
              Try Again
            </Button>
          ) : undefined
        }
      />
    </Modal>
  );
}
