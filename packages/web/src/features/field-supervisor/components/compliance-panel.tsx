import { type ComplianceList, type DailyInspectionCounts, supervisorPendingToday } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { COMPLIANCE_FILTERS } from "../api/supervisor-filters";
import { complianceListOf, complianceListQuery } from "../api/supervisor-queries";
import { type ComplianceActions, ComplianceItemCard } from "./compliance-item-card";

const NO_TEXT_FILTERS = [] as const;

const LISTS: Readonly<Record<ComplianceList, { label: string; empty: string; emptyText: string }>> = {
  pending: {
    label: "Pending Today",
    empty: "Nothing Pending",
    emptyText: "Every machine with an operator has had today's inspection submitted.",
  },
  missed: {
    label: "Missed",
    empty: "No Missed Inspections",
    emptyText: "Every daily inspection of the last 7 days was submitted.",
  },
  completed: {
    label: "Completed Today",
    empty: "None Completed Yet",
    emptyText: "No operator has submitted today's inspection yet.",
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
  const lists = useUrlFilters(COMPLIANCE_FILTERS, NO_TEXT_FILTERS);
  const open = complianceListOf(lists.filters);
  const query = useQuery(complianceListQuery({ ...lists.filters, list: open }));
  const figures: Record<ComplianceList, number | undefined> = {
    pending: counts && supervisorPendingToday(counts),
    missed: counts?.missedInspections,
    completed: counts?.completedInspections,
  };
  const { label, empty, emptyText } = LISTS[open];
  return (
    <section aria-labelledby="compliance-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="compliance-heading" className="text-lg font-semibold">
          Daily Inspections
        </h3>
        <div className="flex flex-wrap gap-2">{assignAction}</div>
      </div>
      <fieldset>
        <legend className="sr-only">Daily inspection lists</legend>
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
                className={`rounded-xl border p-3 text-left shadow-sm sm:p-4 ${
                  selected ? "border-accent bg-accent-soft" : "border-line bg-surface hover:bg-surface-muted"
                }`}
              >
                <span className="block text-sm leading-tight font-medium text-ink-muted">
                  {LISTS[list].label}
                </span>
                <span className={`mt-1 block text-2xl font-bold ${alarm ? "text-danger-ink" : ""}`}>
                  {value ?? "—"}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <h4 className="font-semibold">{label}</h4>
      <PagedResults
        query={query}
        items={(page) => page.items}
        itemKey={(item) => item.inspection?.id ?? item.equipment.id}
        renderItem={(item) => <ComplianceItemCard item={item} {...actions} />}
        loadingTitle="Loading inspections..."
        errorTitle="Unable to load inspections"
        errorText={query.error?.message}
        emptyTitle={empty}
        emptyText={emptyText}
        countLabel={countOf("machine", "machines")}
        pagesLabel={`${label} pages`}
        onPage={lists.setPage}
      />
    </section>
  );
}
