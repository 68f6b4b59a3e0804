import {
  listEnvelope,
  locationStockItemSchema,
  type Pagination,
  type Part,
  partCategoriesSchema,
  partSchema,
  type StockEntry,
  stockEntrySchema,
  successEnvelope,
  type ToOrderItem,
  toOrderItemSchema,
} from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";
import type { PartFilters, ToOrderFilters } from "./part-filters";

// A part with its stock, and the locations, are read by the parts on a work order too: one query each, shared.
export { partDetailQuery, stockLocationsQuery } from "../../../components/pickers/part-picker-queries";

/** Rows per page: the catalogue's cards, a part's ledger, a location's stock, the 'to order' list. */
export const PARTS_PAGE_SIZE = 24;
export const LEDGER_PAGE_SIZE = 20;
export const LOCATION_STOCK_PAGE_SIZE = 50;
export const TO_ORDER_PAGE_SIZE = 50;

export interface PartListPage {
  parts: Part[];
  pagination: Pagination;
}
export interface LedgerPage {
  entries: StockEntry[];
  pagination: Pagination;
}
export interface ToOrderPage {
  items: ToOrderItem[];
  pagination: Pagination;
}

const listAnswer = listEnvelope("parts", partSchema);
const ledgerAnswer = listEnvelope("entries", stockEntrySchema);
const categoriesAnswer = successEnvelope(partCategoriesSchema);
const locationStockAnswer = listEnvelope("items", locationStockItemSchema);
const toOrderAnswer = listEnvelope("items", toOrderItemSchema);

/** GET /parts: search by part number, name or barcode, a category, archived apart. */
export const partListQuery = (filters: PartFilters) =>
  queryOptions({
    queryKey: queryKeys.parts.list(filters),
    queryFn: async ({ signal }): Promise<PartListPage> =>
      (
        await api.get("/parts", {
          query: {
            search: filters.search,
            category: filters.category,
            archived: filters.archived === "true" ? "true" : undefined,
            page: filters.page,
            limit: PARTS_PAGE_SIZE,
          },
          signal,
          schema: listAnswer,
        })
      ).data,
    staleTime: STALE_TIME.default,
    placeholderData: keepPreviousData,
  });

/** GET /parts/{id}/ledger: every change of its stock, newest first. */
export const partLedgerQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.parts.ledger(id, page),
    queryFn: async ({ signal }): Promise<LedgerPage> =>
      (
        await api.get(`/parts/${id}/ledger`, {
          query: { page, limit: LEDGER_PAGE_SIZE },
          signal,
          schema: ledgerAnswer,
        })
      ).data,
    staleTime: STALE_TIME.detail,
    placeholderData: keepPreviousData,
  });

/** GET /parts/categories: the list's category filter. */
export const partCategoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.parts.categories,
    queryFn: async ({ signal }) =>
      (await api.get("/parts/categories", { signal, schema: categoriesAnswer })).data,
    staleTime: STALE_TIME.users,
  });

/** GET /stock-locations/{id}/stock: what a store or a truck holds, in part-number order. */
export const locationStockQuery = (id: string, page = 1) =>
  queryOptions({
    queryKey: queryKeys.parts.locationStock(id, page),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/stock-locations/${id}/stock`, {
          query: { page, limit: LOCATION_STOCK_PAGE_SIZE },
          signal,
          schema: locationStockAnswer,
        })
      ).data,
    staleTime: STALE_TIME.default,
    placeholderData: keepPreviousData,
  });

/** GET /parts/to-order: at or below the minimum (or below zero) per location, with a suggested quantity. */
export const toOrderQuery = (filters: ToOrderFilters) =>
  queryOptions({
    queryKey: queryKeys.parts.toOrder(filters),
    queryFn: async ({ signal }): Promise<ToOrderPage> =>
      (
        await api.get("/parts/to-order", {
          query: { locationId: filters.locationId, page: filters.page, limit: TO_ORDER_PAGE_SIZE },
          signal,
          schema: toOrderAnswer,
        })
      ).data,
    staleTime: STALE_TIME.default,
    placeholderData: keepPreviousData,
  });
