import { buildPagination, LIST_TOTAL_CAP, type Pagination } from "@mnx/domain";
import { AppError } from "./errors.js";

/**
 * Paged lists at any size (DECISIONS.md 'Scale'): each list counts its matches up to one past the cap, so the
 * count reads at most LIST_TOTAL_CAP + 1 index entries, and never reads rows past the cap.
 */

/** `(SELECT count(*) ...)` of the rows `select` answers, stopping at one past the cap. */
export const cappedCount = (select: string, cap = LIST_TOTAL_CAP) =>
  `(SELECT count(*) FROM (${select} LIMIT ${cap + 1}) capped)`;

/** LIMIT and OFFSET of a page. A page that starts past the cap reads no rows (LIMIT 0 reads nothing). */
export function pageWindow(
  page: number,
  limit: number,
  cap = LIST_TOTAL_CAP,
): { limit: number; offset: number } {
  const offset = (page - 1) * limit;
  return { limit: offset >= cap ? 0 : limit, offset };
}

/**
 * The answer's pagination from the capped count. A page past the cap of a list that has more matches than
 * the cap is refused: its rows exist but can only be reached by narrowing the list. (A page past the end of
 * a list with an exact total is an empty page, as before.)
 */
export function listPagination(
  page: number,
  limit: number,
  counted: number,
  cap = LIST_TOTAL_CAP,
): Pagination {
  if ((page - 1) * limit >= cap && counted > cap) {
    throw new AppError(
      "PAGE_OUT_OF_RANGE",
      `Only the first ${cap.toLocaleString("en-US")} results can be paged through. Narrow the list with the search or the filters.`,
      400,
    );
  }
  return buildPagination(page, limit, counted, cap);
}
