import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ComplianceList, type DailyInspectionCounts, supervisorPendingToday } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PagedResults } from "../../../components/ui/paged-results";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { COMPLIANCE_FILTERS } from "../api/supervisor-filters";
import { complianceListOf, complianceListQuery } from "../api/supervisor-queries";
import { type ComplianceActions, ComplianceItemCard } from "./compliance-item-card";

const NO_TEXT_FILTERS = [] as const;

interface ListTexts {
  label: MessageDescriptor;
  empty: MessageDescriptor;
  emptyText: MessageDescriptor;
  pages: MessageDescriptor;
}

const LISTS: Readonly<Record<ComplianceList, ListTexts>> = {
  pending: {
    label: msg`Pending Today`,
    empty: msg`Nothing Pending`,
    emptyText: msg`Every machine with an operator has had today's inspection submitted.`,
    pages: msg`Pending Today pages`,
  },
  missed: {
    label: msg`Missed`,
    empty: msg`No Missed Inspections`,
    emptyText: msg`Every daily inspection of the last 7 days was submitted.`,
    pages: msg`Missed pages`,
  },
  completed: {
    label: msg`Completed Today`,
    empty: msg`None Completed Yet`,
    emptyText: msg`No operator has submitted today's inspection yet.`,
    pages: msg`Completed Today pages`,
  },
};

interface CompliancePanelProps extends ComplianceActions {
  /** GET /inspections/daily's counts (the dashboard's shared query); undefined while loading. */
  counts: DailyInspectionCounts | undefined;
  /** 'Assign Pending Inspections'. */
  assignAction: ReactNode;
}

/**
 * The Compliance Tracking tab (part 1, 2): Daily Inspections' Pending Today, Missed and Completed Today, each
 * a button that opens the list behind it (which machine, which operator, since when, what it found).
 */
export function CompliancePanel({ counts, assignAction, ...actions }: CompliancePanelProps) {
  const { t, i18n } = useLingui();
  const lists = useUrlFilters(COMPLIANCE_FILTERS, NO_TEXT_FILTERS);
  const open = complianceListOf(lists.filters);
  const query = useQuery(complianceListQuery({ ...lists.filters, list: open }));
  const figures: Record<ComplianceList, number | undefined> = {
    pending: counts && supervisorPendingToday(counts),
    missed: counts?.missedInspections,
    completed: counts?.completedInspections,
  };
  const { label, empty, emptyText, pages } = LISTS[open];
  return (
    <section aria-labelledby="compliance-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="compliance-heading" className="text-lg font-semibold">
          <Trans>Daily Inspections</Trans>
        </h3>
        <div className="flex flex-wrap gap-2">{assignAction}</div>
      </div>
      <fieldset>
        <legend className="sr-only">
          <Trans>Daily inspection lists</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          {(Object.keys(LISTS) as ComplianceList[]).map((list) => {
            const selected = list === open;
            const value = figures[list];
            const alarm = list === "missed" && (value ?? 0) > 0;
            return (
              <button
                key={list}
                type="button"
                aria-pressed={selected}
                onClick={() => lists.update({ list })}
                className={`rounded-xl border p-3 text-start shadow-sm sm:p-4 ${
                  selected ? "border-accent bg-accent-soft" : "border-line bg-surface hover:bg-surface-muted"
                }`}
              >
                <span className="block text-sm leading-tight font-medium text-ink-muted">
                  {i18n._(LISTS[list].label)}
                </span>
                <span className={`mt-1 block text-2xl font-bold ${alarm ? "text-danger-ink" : ""}`}>
                  {value ?? "—"}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <h4 className="font-semibold">{i18n._(label)}</h4>
      <PagedResults
        query={query}
        items={(page) => page.items}
        itemKey={(item) => item.inspection?.id ?? item.equipment.id}
        renderItem={(item) => <ComplianceItemCard item={item} {...actions} />}
        loadingTitle={t`Loading inspections...`}
        errorTitle={t`Unable to load inspections`}
        errorText={query.error?.message}
        emptyTitle={i18n._(empty)}
        emptyText={i18n._(emptyText)}
        countLabel={(total, exact) =>
          exact
            ? t`${plural(total, { one: "# machine", other: "# machines" })}`
            : t`${plural(total, { other: "#+ machines" })}`
        }
        pagesLabel={i18n._(pages)}
        onPage={lists.setPage}
      />
    </section>
  );
}
