import type { Pagination as PageInfo } from "@mnx/domain";
import { Button } from "./button";

interface PaginationProps {
  /** The list answer's whole pagination object (page, pages, total...). */
  pagination: PageInfo;
  onPage: (page: number) => void;
  label?: string;
  /** '(N total)' after 'Page X of Y'; the assignments page shows only the pages (part 2, 2.4). */
  withTotal?: boolean;
}

/**
 * 'Page X of Y (N total)' with Previous and Next; shown only when there is more than one page. Past the
 * server's count cap (DECISIONS.md 'Scale') it reads 'Page X of 500+ (10,000+ total)'.
 */
export function Pagination({ pagination, onPage, label = "Pagination", withTotal = true }: PaginationProps) {
  const { page, pages, total, totalIsExact } = pagination;
  if (pages <= 1) return null;
  const more = totalIsExact ? "" : "+";
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        Page {page} of {pages.toLocaleString("en-US")}
        {more}
        {withTotal ? ` (${total.toLocaleString("en-US")}${more} total)` : ""}
      </p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
      </Button>
    </nav>
  );
}
