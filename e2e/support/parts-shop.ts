import { type apiAs, uniqueSuffix } from "./api-as.js";

type Api = ReturnType<typeof apiAs>;

export interface ShopPart {
  id: string;
  partNumber: string;
  name: string;
  /** 'FLT-X1Y2 Oil filter', as the screens name it. */
  label: string;
}

/**
 * A store of the test's own and its parts (parallel tests never share them), added and stocked by the shop
 * foreman through the API: `parts` as name, unit, unit cost, the quantity received at the store and the part's
 * minimum (0 when not given).
 */
export async function stockedStore(
  foreman: Api,
  prefix: string,
  parts: { name: string; unit: string; unitCost: number; received: number; minStock?: number }[],
) {
  const suffix = uniqueSuffix();
  const store = await foreman.post<{ id: string; name: string }>("/stock-locations", {
    name: `Store ${prefix}-${suffix}`,
    kind: "STORE",
  });
  const added: ShopPart[] = [];
  for (const [index, part] of parts.entries()) {
    const partNumber = `${prefix}${index}-${suffix}`;
    const created = await foreman.post<{ id: string }>("/parts", {
      partNumber,
      name: part.name,
      unit: part.unit,
      unitCost: part.unitCost,
      minStock: part.minStock ?? 0,
    });
    if (part.received > 0) {
      await foreman.post(`/parts/${created.id}/receive`, { locationId: store.id, quantity: part.received });
    }
    added.push({ id: created.id, partNumber, name: part.name, label: `${partNumber} ${part.name}` });
  }
  return { store, parts: added };
}

/** A part's stock at a location, as the server has it. */
export async function stockAt(foreman: Api, partId: string, locationId: string) {
  const part = await foreman.get<{ stock: { locationId: string; quantity: number; needsCount: boolean }[] }>(
    `/parts/${partId}`,
  );
  return part.stock.find((level) => level.locationId === locationId);
}
