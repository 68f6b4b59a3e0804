import { useLingui } from "@lingui/react/macro";
import { EQUIPMENT_MESSAGES, SUPPORT_HINT } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PagedResults } from "../../../components/ui/paged-results";
import { domainText } from "../../../lib/i18n/i18n";
import type { EquipmentListPage } from "../api/equipment-queries";
import { EquipmentCard, type EquipmentCardActions } from "./equipment-card";
import { machineCount } from "./machine-count";

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
  const { t } = useLingui();
  return (
    <PagedResults
      query={query}
      items={(page) => page.equipment}
      itemKey={(item) => item.id}
      renderItem={(item) => <EquipmentCard equipment={item} {...actions} />}
      loadingTitle={t`Loading equipment...`}
      errorTitle={domainText(EQUIPMENT_MESSAGES.loadFailed)}
      errorText={domainText(SUPPORT_HINT)}
      emptyTitle={domainText(EQUIPMENT_MESSAGES.noneFound)}
      emptyText={domainText(filtered ? EQUIPMENT_MESSAGES.adjustFilters : EQUIPMENT_MESSAGES.addFirst)}
      emptyAction={filtered ? undefined : addAction}
      countLabel={machineCount}
      pagesLabel={t`Equipment pages`}
      onPage={onPage}
    />
  );
}
