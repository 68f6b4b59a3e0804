import { Trans } from "@lingui/react/macro";
import type { Pagination as PageInfo } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatNumber } from "../../lib/format";
import { useFirstSlice } from "../../lib/use-first-slice";
import { Button } from "./button";
import { Pagination } from "./pagination";
import { StatePanel } from "./state-panel";

/** The rows as a grid of cards (one item each), or laid out by the page itself. */
type ItemLayout<TItem> =
  | {
      itemKey: (item: TItem) => string;
      renderItem: (item: TItem) => ReactNode;
      listLabel?: string;
      gridClassName?: string;
      itemClassName?: string;
      renderItems?: undefined;
    }
  | {
      /** The page's own layout of the rows (e.g. a table on wide screens, cards on narrow ones). */
      renderItems: (items: readonly TItem[], busy: boolean) => ReactNode;
      itemKey?: undefined;
      renderItem?: undefined;
    };

export type PagedResultsProps<TPage extends { pagination: PageInfo }, TItem> = ItemLayout<TItem> & {
  query: UseQueryResult<TPage>;
  /** The page's rows, e.g. `(page) => page.workOrders`. */
  items: (page: TPage) => readonly TItem[];
  loadingTitle: string;
  /** Shown when the list cannot be loaded and nothing was saved; the panel offers Try Again. */
  errorTitle: string;
  errorText?: ReactNode;
  emptyTitle: string;
  emptyText: ReactNode;
  /** Under the empty text, e.g. 'Create First Assignment' or 'Clear Filters'. */
  emptyAction?: ReactNode;
  /** The count line: '1 machine', '24 machines', '10,000+ work orders' (an inexact total). */
  countLabel: (total: number, exact: boolean) => string;
  pagesLabel: string;
  /** '(N total)' after 'Page X of Y' (default on). */
  pagesWithTotal?: boolean;
  onPage: (page: number) => void;
};

/**
 * A paged list's one shape: loading, the error with Try Again, the empty state, else the count, the grid of
 * cards and the pager. While the next page loads, the previous one stays, dimmed and marked busy.
 */
export function PagedResults<TPage extends { pagination: PageInfo }, TItem>(
  props: PagedResultsProps<TPage, TItem>,
) {
  const { query } = props;
  const data = query.data;
  const items = data === undefined ? [] : props.items(data);
  const drawn = useFirstSlice(items);
  if (query.isPending) return <StatePanel kind="loading" title={props.loadingTitle} />;
  if (data === undefined) {
    return (
      <StatePanel
        kind="error"
        title={props.errorTitle}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        {props.errorText}
      </StatePanel>
    );
  }
  const { pagination } = data;
  const busy = query.isPlaceholderData;
  if (items.length === 0) {
    return (
      <StatePanel kind="empty" title={props.emptyTitle} action={props.emptyAction}>
        {props.emptyText}
      </StatePanel>
    );
  }
  return (
    <div className={`space-y-3 transition-opacity ${busy ? "opacity-60" : ""}`}>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {props.countLabel(pagination.total, pagination.totalIsExact)}
      </p>
      {props.renderItems ? (
        props.renderItems(items, busy)
      ) : (
        <ul
          aria-label={props.listLabel}
          aria-busy={busy || undefined}
          className={props.gridClassName ?? "grid gap-3 sm:grid-cols-2 xl:grid-cols-3"}
        >
          {drawn.map((item) => (
            <li key={props.itemKey(item)} className={props.itemClassName ?? "flex"}>
              {props.renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        pagination={pagination}
        onPage={props.onPage}
        label={props.pagesLabel}
        withTotal={props.pagesWithTotal ?? true}
      />
    </div>
  );
}

/**
 * A count line from one plural message: `words(count, amount)` with the amount as written ('10,000+'), e.g.
 * (count, amount) => t`${plural(count, { one: `${amount} alert`, other: `${amount} alerts` })}`.
 */
export const countWith =
  (words: (count: number, amount: string) => string) =>
  (total: number, exact = true): string =>
    words(exact ? total : Math.max(total, 2), `${formatNumber(total)}${exact ? "" : "+"}`);

/** '1 work order' / '12 work orders' / '10,000+ work orders', in English only: countWith says it in any language. */
export const countOf = (singular: string, plural: string) =>
  countWith((count, amount) => `${amount} ${count === 1 ? singular : plural}`);
