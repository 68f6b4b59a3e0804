import type { QueryClient } from "@tanstack/react-query";

/**
 * After any work-order write (part 1, 7): refetch work orders (lists, details, stats), the machines (an
 * escalation or a completed job changes status and hour meter), assignments and the due checks.
 */
export async function refreshWorkOrderQueries(client: QueryClient): Promise<void> {
  await Promise.all(
    ["work-orders", "equipment", "assignments", "maintenance", "inspections"].map((key) =>
      client.invalidateQueries({ queryKey: [key] }),
    ),
  );
}

/** The spec's short refresh delays (part 1, 9: 100 ms after start or assignment, 200 ms after completing). */
export function refreshWorkOrderQueriesAfter(client: QueryClient, delayMs: number): void {
  window.setTimeout(() => void refreshWorkOrderQueries(client), delayMs);
}
