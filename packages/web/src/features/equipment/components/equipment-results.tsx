import { EQUIPMENT_MESSAGES, SUPPORT_HINT } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Pagination } from "../../../components/ui/pagination";
import { StatePanel } from "../../../components/ui/state-panel";
import type { EquipmentListPage } from "../api/equipment-queries";
import { EquipmentCard, type EquipmentCardActions } from "./equipment-card";

interface EquipmentResultsProps extends EquipmentCardActions {
  query: UseQueryResult<EquipmentListPage>;
  /** Search or filters are set: the empty state suggests changing them. */
  filtered: boolean;
  onPage: (page: number) => void;
  /** Shown in the empty state to those who may add equipment. */
  addAction?: ReactNode;
}

/** Loading, error and empty states with the spec's texts, else the cards and the pages. */
export function EquipmentResults({ query, filtered, onPage, addAction, ...actions }: EquipmentResultsProps) {
  if (query.isPending) return <StatePanel kind="loading" title="Loading equipment..." />;
  if (query.isError && !query.data) {
    return (
      <StatePanel
        kind="error"
        title={EQUIPMENT_MESSAGES.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        {SUPPORT_HINT}
      </StatePanel>
    );
  }
  const { equipment, pagination } = query.data;
  if (equipment.length === 0) {
    return (
      <StatePanel kind="empty" title={EQUIPMENT_MESSAGES.noneFound} action={filtered ? undefined : addAction}>
        {filtered ? EQUIPMENT_MESSAGES.adjustFilters : EQUIPMENT_MESSAGES.addFirst}
      </StatePanel>
    );
  }
  return (
    <div className={`space-y-3 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {pagination.total === 1 ? "1 machine" : `${pagination.total} machines`}
      </p>
      <ul
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        aria-busy={query.isPlaceholderData || undefined}
      >
        {equipment.map((item) => (
          <li key={item.id} className="flex">
            <EquipmentCard equipment={item} {...actions} />
          </li>
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        pages={pagination.pages}
        total={pagination.total}
        onPage={onPage}
        label="Equipment pages"
      />
    </div>
  );
}
