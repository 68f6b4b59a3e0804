import {
  listEnvelope,
  MAX_PAGE_SIZE,
  type Part,
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

/** The organization's stores and service trucks (a handful), kept for offline use like the pickers' lists. */
export const stockLocationOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.stockLocations.options,
    queryFn: async ({ signal }): Promise<StockLocation[]> =>
      (await api.get("/stock-locations", { signal, schema: locationsAnswer })).data,
    staleTime: STALE_TIME.default,
  });
