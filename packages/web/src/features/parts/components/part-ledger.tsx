import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PartDetail, StockEntry } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PagedResults } from "../../../components/ui/paged-results";
import { formatDateTime } from "../../../lib/format";
import { useMoney } from "../../../lib/use-money";
import { ENTRY_KIND_LABELS, formatChange } from "../api/part-display";
import { partLedgerQuery } from "../api/part-queries";

/** One ledger row: what, where, how much, at what cost (for roles that see costs), who and when, its job. */
function LedgerRow({ entry, part, showCost }: { entry: StockEntry; part: PartDetail; showCost: boolean }) {
  const money = useMoney();
  const { t, i18n } = useLingui();
  const cost = money(entry.unitCost);
  const direction = entry.quantity > 0 ? "text-success-ink" : entry.quantity < 0 ? "text-danger-ink" : "";
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-4 py-3">
      <p className="min-w-0 font-medium">
        {i18n._(ENTRY_KIND_LABELS[entry.kind])}{" "}
        <span className="font-normal text-ink-muted">· {entry.location.name}</span>
      </p>
      <p className={`text-right font-semibold tabular-nums ${direction}`}>
        {formatChange(entry.quantity, part.unit)}
      </p>
      <p className="min-w-0 text-sm text-ink-muted">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        {entry.by ? ` · ${entry.by.firstName} ${entry.by.lastName}` : ""}
      </p>
      <p className="text-right text-sm text-ink-muted">{showCost ? t`at ${cost}` : ""}</p>
      {entry.reason ? <p className="col-span-2 text-sm">“{entry.reason}”</p> : null}
    </li>
  );
}

/** The part's stock ledger, newest first and paged: every change, never edited (a mistake is a new row). */
export function PartLedger({ part, showCost }: { part: PartDetail; showCost: boolean }) {
  const [page, setPage] = useState(1);
  const query = useQuery(partLedgerQuery(part.id, page));
  const { t } = useLingui();
  return (
    <section aria-labelledby="ledger-heading" className="space-y-2">
      <h3 id="ledger-heading" className="text-lg font-semibold">
        <Trans>Stock history</Trans>
      </h3>
      <PagedResults
        query={query}
        items={(answer) => answer.entries}
        renderItems={(entries, busy) => (
          <ul
            aria-label={t`Stock ledger`}
            aria-busy={busy || undefined}
            className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface shadow-sm"
          >
            {entries.map((entry) => (
              <LedgerRow key={entry.id} entry={entry} part={part} showCost={showCost} />
            ))}
          </ul>
        )}
        loadingTitle={t`Loading the stock history...`}
        errorTitle={t`Failed to load the stock history`}
        emptyTitle={t`No stock changes yet`}
        emptyText={t`Receiving, moving, counting and using the part each add a row here.`}
        countLabel={(total, exact) =>
          exact
            ? t`${plural(total, { one: "# change", other: "# changes" })}`
            : t`${plural(total, { other: "#+ changes" })}`
        }
        pagesLabel={t`Stock history pages`}
        onPage={setPage}
      />
    </section>
  );
}
