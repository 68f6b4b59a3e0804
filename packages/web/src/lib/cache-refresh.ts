import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

/**
 * After a write to a machine or an assignment: refetch machines (lists, details, pickers, stats),
 * assignments, work-order figures, reports and the field supervisor's figures and inspection counts (a
 * machine with a new operator needs an inspection), which all read the same rows.
 */
export async function refreshFleetQueries(client: QueryClient): Promise<void> {
  await Promise.all(
    [
      queryKeys.equipment.all,
      queryKeys.assignments.all,
      queryKeys.workOrders.stats,
      queryKeys.reports.all,
      queryKeys.fieldSupervisor.all,
      queryKeys.inspections.all,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/**
 * After any work-order write (part 1, 7): refetch work orders (lists, details, stats), the machines (an
 * escalation or a completed job changes status and hour meter), the defects (an inspection opens them, a repair
 * moves them), assignments, the due checks, reports and the field supervisor's lists (inspections are work
 * orders).
 */
export async function refreshWorkOrderQueries(client: QueryClient): Promise<void> {
  await Promise.all(
    [
      queryKeys.workOrders.all,
      queryKeys.equipment.all,
      queryKeys.defects.all,
      queryKeys.machineAlerts.all,
      queryKeys.signatures.all,
      queryKeys.assignments.all,
      queryKeys.maintenance.all,
      queryKeys.inspections.all,
      queryKeys.reports.all,
      queryKeys.fieldSupervisor.all,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** The spec's short refresh delays (part 1, 9: 100 ms after start or assignment, 200 ms after completing). */
export function refreshWorkOrderQueriesAfter(client: QueryClient, delayMs: number): void {
  window.setTimeout(() => void refreshWorkOrderQueries(client), delayMs);
}
