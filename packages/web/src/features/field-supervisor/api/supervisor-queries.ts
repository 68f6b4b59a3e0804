import {
  COMPLIANCE_LISTS,
  type ComplianceItem,
  type ComplianceList,
  complianceItemSchema,
  listEnvelope,
  type Pagination,
  type SupervisedOperator,
  successEnvelope,
  supervisedOperatorSchema,
  supervisorOverviewSchema,
} from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";
import type { ComplianceFilters, OperatorBoardFilters } from "./supervisor-filters";

const overviewAnswer = successEnvelope(supervisorOverviewSchema);
const operatorsAnswer = listEnvelope("operators", supervisedOperatorSchema);
const complianceAnswer = listEnvelope("items", complianceItemSchema);

export interface OperatorBoardPage {
  operators: SupervisedOperator[];
  pagination: Pagination;
}

export interface CompliancePage {
  items: ComplianceItem[];
  pagination: Pagination;
}

/** GET /field-supervisor/overview: machines (total, assigned, unassigned) and operators (total, active). */
export const supervisorOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.fieldSupervisor.overview,
    queryFn: async ({ signal }) =>
      (await api.get("/field-supervisor/overview", { signal, schema: overviewAnswer })).data,
    staleTime: STALE_TIME.stats,
  });

/** GET /field-supervisor/operators: a page of operator cards. */
export const operatorBoardQuery = (filters: OperatorBoardFilters) =>
  queryOptions({
    queryKey: queryKeys.fieldSupervisor.operators(filters),
    queryFn: async ({ signal }): Promise<OperatorBoardPage> =>
      (await api.get("/field-supervisor/operators", { query: filters, signal, schema: operatorsAnswer }))
        .data,
    staleTime: STALE_TIME.users,
    placeholderData: keepPreviousData,
  });

/** The list the address names, pending when it names none (or one that does not exist). */
export const complianceListOf = (filters: ComplianceFilters): ComplianceList =>
  COMPLIANCE_LISTS.find((list) => list === filters.list) ?? "pending";

/** GET /field-supervisor/compliance: a page of the list behind one compliance figure. */
export const complianceListQuery = (filters: ComplianceFilters) =>
  queryOptions({
    queryKey: queryKeys.fieldSupervisor.compliance(filters),
    queryFn: async ({ signal }): Promise<CompliancePage> =>
      (
        await api.get("/field-supervisor/compliance", {
          query: { list: complianceListOf(filters), page: filters.page },
          signal,
          schema: complianceAnswer,
        })
      ).data,
    staleTime: STALE_TIME.dueChecks,
    placeholderData: keepPreviousData,
  });
