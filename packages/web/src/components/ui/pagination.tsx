import { Trans, useLingui } from "@lingui/react/macro";
import type { Pagination as PageInfo } from "@mnx/domain";
import { formatNumber } from "../../lib/format";
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
export function Pagination({ pagination, onPage, label, withTotal = true }: PaginationProps) {
  const { t } = useLingui();
  const { page, pages, total, totalIsExact } = pagination;
  if (pages <= 1) return null;
  const more = totalIsExact ? "" : "+";
  const pageCount = `${formatNumber(pages)}${more}`;
  const totalCount = `${formatNumber(total)}${more}`;
  return (
    <nav aria-label={label ?? t`Pagination`} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {withTotal ? (
          <Trans>
            Page {page} of {pageCount} ({totalCount} total)
          </Trans>
        ) : (
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        )}
      </p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
