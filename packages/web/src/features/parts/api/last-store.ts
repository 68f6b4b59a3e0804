import type { StockLocation } from "@mnx/domain";

/** The store a mechanic last loaded from or gave back to, on this device: the next move's default. */
const KEY = "maintenance-nexus-parts-store";

export function rememberStore(id: string): void {
  try {
    window.localStorage.setItem(KEY, id);
  } catch {
    // Storage refused (private mode, full): the default stays the first store.
  }
}

/** The store to offer first among `others`: the one last used here, else the first store, else none. */
export function defaultStore(others: readonly StockLocation[]): string {
  let last: string | null = null;
  try {
    last = window.localStorage.getItem(KEY);
  } catch {
    last = null;
  }
  const stores = others.filter((location) => location.kind === "STORE");
  return (stores.find((store) => store.id === last) ?? stores[0])?.id ?? "";
}

/** The store holding the most of a part (a receipt or a count starts there), else the first store. */
export function fullestStore(
  stock: readonly { locationId: string; locationKind: string; quantity: number }[],
  locations: readonly StockLocation[],
): string | undefined {
  const held = stock
    .filter((level) => level.locationKind === "STORE")
    .sort((a, b) => b.quantity - a.quantity)[0];
  return held?.locationId ?? locations.find((location) => location.kind === "STORE")?.id;
}
