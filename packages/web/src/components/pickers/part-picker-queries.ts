import {
  listEnvelope,
  MAX_PAGE_SIZE,
  type Part,
  partDetailSchema,
  partSchema,
  type StockLocation,
  stockLocationSchema,
  successEnvelope,
} from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { STALE_TIME } from "../../lib/query-stale-times";

const partsPage = listEnvelope("parts", partSchema);
const locationsAnswer = successEnvelope(z.array(stockLocationSchema));
const detailAnswer = successEnvelope(partDetailSchema);
/** A typed search shows this many parts (a catalogue may hold 20,000: the server searches it). */
export const PART_SEARCH_LIMIT = 25;

/**
 * The part picker's first page: the first 100 active parts in part-number order, kept with the cache so a
 * device without signal can still pick from them (searched in the browser then).
 */
export const partOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.parts.pickerOptions,
    queryFn: async ({ signal }): Promise<Part[]> =>
      (await api.get("/parts", { query: { limit: MAX_PAGE_SIZE }, signal, schema: partsPage })).data.parts,
    staleTime: STALE_TIME.default,
  });

/** Active parts whose number, name or barcode contains `text` (the server's trigram search). */
export const partSearchQuery = (text: string) =>
  queryOptions({
    queryKey: queryKeys.parts.pickerSearch(text),
    queryFn: async ({ signal }): Promise<Part[]> =>
      (
        await api.get("/parts", {
          query: { search: text, limit: PART_SEARCH_LIMIT },
          signal,
          schema: partsPage,
        })
      ).data.parts,
    staleTime: STALE_TIME.default,
    placeholderData: keepPreviousData,
  });

/**
 * GET /stock-locations: the organization's stores and service trucks (a handful), stores first, then trucks, each
 * by name. Shared by the parts pages and the parts on a work order; kept for offline use like the pickers' lists.
 */
export const stockLocationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.parts.locations,
    queryFn: async ({ signal }): Promise<StockLocation[]> =>
      (await api.get("/stock-locations", { signal, schema: locationsAnswer })).data,
    staleTime: STALE_TIME.users,
  });

/** GET /parts/{id}: the part and what each location holds (its page, and a form about to take some). */
export const partDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.parts.detail(id),
    queryFn: async ({ signal }) => (await api.get(`/parts/${id}`, { signal, schema: detailAnswer })).data,
    staleTime: STALE_TIME.detail,
  });
