import { Trans } from "@lingui/react/macro";
import type { Part } from "@mnx/domain";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { useMoney } from "../../../lib/use-money";
import { formatQuantity, stockState } from "../api/part-display";

/** A catalogue card: the whole card opens the part; number, name, category, stock over every location, cost. */
export function PartCard({ part, showCost }: { part: Part; showCost: boolean }) {
  const titleId = useId();
  const money = useMoney();
  const state = part.archivedAt ? null : stockState(part.onHand, part.minStock, part.needsCount);
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex w-full flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-sm transition-colors focus-within:border-accent hover:border-accent"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm text-ink-muted">{part.partNumber}</p>
          <h3 id={titleId} className="font-semibold leading-snug">
            {/* The link covers the card (one tab stop, one name). */}
            <Link
              to={`/parts/${part.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {part.name}
            </Link>
          </h3>
        </div>
        {part.archivedAt ? (
          <Badge>
            <Trans>Archived</Trans>
          </Badge>
        ) : state ? (
          <Badge tone={state.tone}>{state.label}</Badge>
        ) : null}
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">
            <Trans>On hand</Trans>
          </dt>
          <dd className="font-semibold">{formatQuantity(part.onHand, part.unit)}</dd>
        </div>
        {showCost ? (
          <div className="min-w-0">
            <dt className="text-xs text-ink-muted">
              <Trans>Unit cost</Trans>
            </dt>
            <dd className="font-semibold">{money(part.unitCost)}</dd>
          </div>
        ) : null}
        <div className="col-span-2 min-w-0">
          <dt className="sr-only">
            <Trans>Category</Trans>
          </dt>
          <dd className="truncate text-ink-muted">
            {part.category ? <span translate="no">{part.category}</span> : <Trans>No category</Trans>}
          </dd>
        </div>
      </dl>
    </article>
  );
}
