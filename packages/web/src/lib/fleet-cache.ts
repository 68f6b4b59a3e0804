import type { QueryClient } from "@tanstack/react-query";

/**
 * After a write to a machine or an assignment: refetch machines (lists, details, pickers, stats),
 * assignments and work-order figures, which all read the same rows.
 */
export async function refreshFleetQueries(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ["equipment"] }),
    client.invalidateQueries({ queryKey: ["assignments"] }),
    client.invalidateQueries({ queryKey: ["work-orders", "stats"] }),
  ]);
}
