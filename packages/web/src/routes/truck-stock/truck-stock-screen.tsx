import { useLingui } from "@lingui/react/macro";
import type { StockLocation } from "@mnx/domain";
import { useState } from "react";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { StatePanel } from "../../components/ui/state-panel";
import type { StockRow } from "../../features/parts/api/truck-moves";
import { useMyTruck } from "../../features/parts/api/use-truck-stock";
import { PartsSectionTabs } from "../../features/parts/components/parts-section-tabs";
import { TruckStock } from "../../features/parts/components/truck-stock";
import { useAuth } from "../../lib/auth/use-auth";

const TruckMoveModal = lazyDialog(
  async () => (await import("../../features/parts/components/truck-move-modal")).TruckMoveModal,
);

type Move =
  | { direction: "load"; row?: undefined }
  | { direction: "load"; row: StockRow; quantity: number }
  | { direction: "giveBack"; row: StockRow }
  | null;

/** The part a move is about: a row given back (what the truck holds) or restocked (what to load); none to load. */
function movedPart(move: Move) {
  if (!move?.row) return null;
  const { partId, partNumber, name, unit, quantity } = move.row;
  return move.direction === "giveBack"
    ? { partId, partNumber, name, unit, onTruck: quantity }
    : { partId, partNumber, name, unit, onTruck: quantity, quantity: move.quantity };
}

/**
 * /parts/truck, 'My Truck' (docs/decisions/032): a mechanic's service truck on the phone, one-handed. What it
 * holds and the minimum that applies on it; tap a part to give some back, Restock one at or below its minimum;
 * Load from Store and Scan at the bottom, under the thumb. Moves made without signal wait on the device and go
 * out on reconnect.
 */
export function TruckStockScreen() {
  const { user } = useAuth();
  const { locations, truck, others } = useMyTruck(user?.id);
  const [move, setMove] = useState<Move>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { t } = useLingui();

  return (
    <div className="space-y-4">
      <PartsSectionTabs role={user?.role} />
      {truck ? (
        <TruckPage
          truck={truck}
          notice={notice}
          onDismiss={() => setNotice(null)}
          onLoad={() => setMove({ direction: "load" })}
          onGiveBack={(row) => setMove({ direction: "giveBack", row })}
          onRestock={(row, quantity) => setMove({ direction: "load", row, quantity })}
        />
      ) : (
        <StatePanel
          kind={locations.isPending ? "loading" : locations.isError ? "error" : "empty"}
          title={
            locations.isPending
              ? t`Loading your truck...`
              : locations.isError
                ? t`Failed to load your truck`
                : t`No truck is kept by you`
          }
        >
          {locations.isPending || locations.isError
            ? null
            : t`A shop foreman gives a service truck its keeper on Stock Locations; its stock then shows here.`}
        </StatePanel>
      )}
      {truck ? (
        <TruckMoveModal
          open={move !== null}
          direction={move?.direction ?? "load"}
          truck={truck}
          others={others}
          part={movedPart(move)}
          onClose={() => setMove(null)}
          onDone={(message) => {
            setMove(null);
            setNotice({ tone: "success", message });
          }}
        />
      ) : null}
    </div>
  );
}

interface TruckPageProps {
  truck: StockLocation;
  notice: Notice | null;
  onDismiss: () => void;
  onLoad: () => void;
  onGiveBack: (row: StockRow) => void;
  onRestock: (row: StockRow, quantity: number) => void;
}

function TruckPage({ truck, notice, onDismiss, onLoad, onGiveBack, onRestock }: TruckPageProps) {
  return (
    <>
      <h2 className="text-2xl font-bold tracking-tight">{truck.name}</h2>
      <DashboardNotice notice={notice} onDismiss={onDismiss} />
      <TruckStock truck={truck} onLoad={onLoad} onGiveBack={onGiveBack} onRestock={onRestock} />
    </>
  );
}
