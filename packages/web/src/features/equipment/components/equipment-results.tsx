import { EQUIPMENT_MESSAGES, SUPPORT_HINT } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
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

/** The fleet's cards with the spec's loading, error and empty texts (part 2, 2.1). */
export function EquipmentResults({ query, filtered, onPage, addAction, ...actions }: EquipmentResultsProps) {
  return (
    <PagedResults
      query={query}
      items={(page) => page.equipment}
      itemKey={(item) => item.id}
      renderItem={(item) => <EquipmentCard equipment={item} {...actions} />}
      loadingTitle="Loading equipment..."
      errorTitle={EQUIPMENT_MESSAGES.loadFailed}
      errorText={SUPPORT_HINT}
      emptyTitle={EQUIPMENT_MESSAGES.noneFound}
      emptyText={filtered ? EQUIPMENT_MESSAGES.adjustFilters : EQUIPMENT_MESSAGES.addFirst}
      emptyAction={filtered ? undefined : addAction}
      countLabel={countOf("machine", "machines")}
      pagesLabel="Equipment pages"
      onPage={onPage}
    />
  );
}
