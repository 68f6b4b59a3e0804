import { Trans, useLingui } from "@lingui/react/macro";
import { can, type PartDetail, type StockLocation } from "@mnx/domain";
import { ActionIcon } from "../../components/ui/action-icon";
import { Button } from "../../components/ui/button";
import type { PartDialog } from "./part-dialogs";

interface PartActionsProps {
  part: PartDetail;
  role: string | undefined;
  /** The truck the signed-in person keeps, if any. */
  truck: StockLocation | undefined;
  onOpen: (dialog: PartDialog) => void;
}

/**
 * What the person may do with the part: a manager receives, counts, moves, edits, archives or restores; a
 * mechanic who keeps a truck loads it or gives back. An archived part takes no stock change.
 */
export function PartActions({ part, role, truck, onOpen }: PartActionsProps) {
  const manage = can(role, "parts.manage");
  const archived = part.archivedAt !== null;
  const onTruck = truck ? part.stock.find((level) => level.locationId === truck.id)?.quantity : undefined;
  const truckMoves = truck && can(role, "parts.move") && !archived;
  const { t } = useLingui();
  if (!manage && !truckMoves) return null;
  return (
    <section aria-label={t`Part actions`} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {manage && !archived ? (
        <>
          <Button size="lg" className="col-span-2" onClick={() => onOpen({ kind: "receive" })}>
            <Trans>Receive Stock</Trans>
          </Button>
          <Button variant="secondary" onClick={() => onOpen({ kind: "count" })}>
            <Trans>Count</Trans>
          </Button>
          <Button variant="secondary" onClick={() => onOpen({ kind: "move" })}>
            <Trans>Move</Trans>
          </Button>
        </>
      ) : null}
      {truckMoves && !manage ? (
        <>
          <Button size="lg" className="col-span-2" onClick={() => onOpen({ kind: "load" })}>
            <ActionIcon name="truck" className="size-5" />
            <Trans>Load onto My Truck</Trans>
          </Button>
          {onTruck !== undefined && onTruck > 0 ? (
            <Button variant="secondary" className="col-span-2" onClick={() => onOpen({ kind: "giveBack" })}>
              <Trans>Give Back from My Truck</Trans>
            </Button>
          ) : null}
        </>
      ) : null}
      {manage ? (
        <>
          <Button variant="secondary" onClick={() => onOpen({ kind: "edit" })}>
            <Trans>Edit</Trans>
          </Button>
          <Button variant={archived ? "primary" : "danger"} onClick={() => onOpen({ kind: "archive" })}>
            {archived ? <Trans>Restore</Trans> : <Trans>Archive</Trans>}
          </Button>
        </>
      ) : null}
    </section>
  );
}
