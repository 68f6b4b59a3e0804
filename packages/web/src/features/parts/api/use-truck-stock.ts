import type { StockLocation } from "@mnx/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRefusedWrites, useWaitingWrites } from "../../../lib/waiting-writes";
import { cachedPartAnswers, knownPartIn } from "./part-cache";
import { locationStockQuery, stockLocationsQuery, toOrderQuery } from "./part-queries";
import { refusedMovesAt, stockOnDevice, waitingMoves } from "./truck-moves";

/** The truck `userId` keeps (the first by name), and the organization's other locations, stores first. */
export function useMyTruck(userId: string | undefined) {
  const locations = useQuery(stockLocationsQuery());
  const all = locations.data ?? [];
  const truck: StockLocation | undefined = all.find(
    (location) => location.kind === "TRUCK" && location.keeper?.id === userId,
  );
  const others = all.filter((location) => location.id !== truck?.id);
  return { locations, truck, others };
}

/** A page of what the truck holds, with this device's waiting moves laid over it and the refused ones. */
export function useTruckStock(truckId: string, page: number) {
  const client = useQueryClient();
  const query = useQuery(locationStockQuery(truckId, page));
  const moves = waitingMoves(useWaitingWrites());
  const { refused, dismiss } = useRefusedWrites();
  const rows = (items: Parameters<typeof stockOnDevice>[0]) =>
    stockOnDevice(
      items,
      truckId,
      page === 1 ? moves : moves.filter((move) => items.some((item) => item.partId === move.partId)),
      (partId) => knownPartIn(cachedPartAnswers(client), partId),
    );
  return { query, rows, waiting: moves.length, refused: refusedMovesAt(refused, truckId), dismiss };
}

/**
 * The truck's lines of the 'to order' list: its parts at or below the minimum that applies there (its own, else
 * the part's; docs/decisions/036) or below zero. Its total is what My Truck and the dashboard say to restock.
 */
export const truckRestockQuery = (truckId: string) => toOrderQuery({ locationId: truckId, page: 1 });
