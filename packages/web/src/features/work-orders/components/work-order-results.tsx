import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { PagedResults } from "../../../components/ui/paged-results";
import { errorMessage } from "../../../lib/error-message";
import { domainText } from "../../../lib/i18n/i18n";
import type { WorkOrderListPage } from "../api/work-order-queries";
import { WorkOrderCard, type WorkOrderCardActions } from "./work-order-card";
import { workOrderCount } from "./work-order-display";

/** Empty-state texts under 'No Work Orders Found' (part 2, 2.6: the 'my' filter has its own). */
const EMPTY_TEXTS = {
  mine: msg`No work orders are assigned to you or reported by you.`,
  filtered: msg`Try adjusting your search or filters`,
  none: msg`There are no work orders yet.`,
} as const;

interface WorkOrderResultsProps extends WorkOrderCardActions {
  query: UseQueryResult<WorkOrderListPage>;
  /** Search or any filter is set: the empty state offers to clear them. */
  filtered: boolean;
  /** The 'My work orders' filter is on. */
  mine: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
  /** Shown in the unfiltered empty state to those who may create work orders. */
  createAction?: ReactNode;
}

/** The work-order cards with the spec's loading, error and empty texts (part 2, 2.6). */
export function WorkOrderResults(props: WorkOrderResultsProps) {
  const { query, filtered, mine, onClear, onPage, createAction, ...actions } = props;
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <PagedResults
      query={query}
      items={(page) => page.workOrders}
      itemKey={(workOrder) => workOrder.id}
      renderItem={(workOrder) => <WorkOrderCard workOrder={workOrder} {...actions} />}
      loadingTitle={t`Loading work orders...`}
      errorTitle={errorMessage(query.error, domainText(WORK_ORDER_MESSAGES.loadFailed))}
      emptyTitle={domainText(WORK_ORDER_MESSAGES.noWorkOrders)}
      emptyText={i18n._(mine ? EMPTY_TEXTS.mine : filtered ? EMPTY_TEXTS.filtered : EMPTY_TEXTS.none)}
      emptyAction={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            <Trans>Clear Filters</Trans>
          </Button>
        ) : (
          createAction
        )
      }
      countLabel={workOrderCount}
      pagesLabel={t`Work order pages`}
      onPage={onPage}
    />
  );
}
