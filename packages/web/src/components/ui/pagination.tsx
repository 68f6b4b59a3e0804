import { Button } from "./button";

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** e.g. '(43 total)' after 'Page 1 of 3'. */
  total?: number;
  label?: string;
}

/** 'Page X of Y' with Previous and Next; shown only when there is more than one page. */
export function Pagination({ page, pages, onPage, total, label = "Pagination" }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        Page {page} of {pages}
        {total !== undefined ? ` (${total} total)` : ""}
      </p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
      </Button>
    </nav>
  );
}
