import type { PartDetail, StockLocation } from "@mnx/domain";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { fullestStore } from "../../features/parts/api/last-store";

/** Which of the part's dialogs is open; `locationId` presets a count at a flagged location. */
export type PartDialog =
  | { kind: "receive" | "move" | "edit" | "archive" | "load" | "giveBack" }
  | { kind: "count"; locationId?: string }
  | { kind: "minimum"; locationId: string }
  | null;

// The forms (react-hook-form, the zod resolver) load with their first opening, not with the page.
const StockChangeModal = lazyDialog(
  async () => (await import("../../features/parts/components/stock-change-modal")).StockChangeModal,
);
const PartFormModal = lazyDialog(
  async () => (await import("../../features/parts/components/part-form-modal")).PartFormModal,
);
const ArchivePartDialog = lazyDialog(
  async () => (await import("../../features/parts/components/archive-part-dialog")).ArchivePartDialog,
);
const LocationMinimumModal = lazyDialog(
  async () => (await import("../../features/parts/components/location-minimum-modal")).LocationMinimumModal,
);
const TruckMoveModal = lazyDialog(
  async () => (await import("../../features/parts/components/truck-move-modal")).TruckMoveModal,
);

interface PartDialogsProps {
  dialog: PartDialog;
  part: PartDetail;
  locations: readonly StockLocation[];
  truck: StockLocation | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The part page's dialogs, one at a time. */
export function PartDialogs({ dialog, part, locations, truck, onClose, onDone }: PartDialogsProps) {
  const kind = dialog?.kind;
  const stockAction = kind === "receive" || kind === "count" || kind === "move" ? kind : "receive";
  const preset = {
    locationId:
      dialog?.kind === "count" && dialog.locationId ? dialog.locationId : fullestStore(part.stock, locations),
  };
  return (
    <>
      <StockChangeModal
        open={kind === "receive" || kind === "count" || kind === "move"}
        action={stockAction}
        part={part}
        locations={locations}
        preset={preset}
        onClose={onClose}
        onDone={onDone}
      />
      <PartFormModal
        open={kind === "edit"}
        part={part}
        onClose={onClose}
        onSaved={(_saved, message) => onDone(message)}
      />
      <ArchivePartDialog open={kind === "archive"} part={part} onClose={onClose} onDone={onDone} />
      <LocationMinimumModal
        open={dialog?.kind === "minimum"}
        part={part}
        locations={locations}
        locationId={dialog?.kind === "minimum" ? dialog.locationId : ""}
        onClose={onClose}
        onDone={onDone}
      />
      {truck ? (
        <TruckMoveModal
          open={kind === "load" || kind === "giveBack"}
          direction={kind === "giveBack" ? "giveBack" : "load"}
          truck={truck}
          others={locations.filter((location) => location.id !== truck.id)}
          part={{
            partId: part.id,
            partNumber: part.partNumber,
            name: part.name,
            unit: part.unit,
            onTruck: part.stock.find((level) => level.locationId === truck.id)?.quantity ?? 0,
          }}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </>
  );
}
