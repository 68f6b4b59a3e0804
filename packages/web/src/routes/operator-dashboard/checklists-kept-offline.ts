import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Loads the checklists of the machines to inspect today into the query cache (kept on the device), so the
 * daily inspection opens without signal (docs/decisions/042). The query and its schema are loaded when needed,
 * not with the dashboard's first screen.
 */
export function useChecklistsKeptOffline(equipmentIds: readonly string[]) {
  const client = useQueryClient();
  const wanted = [...new Set(equipmentIds)].sort().join(",");
  useEffect(() => {
    if (!wanted) return;
    void import("../../features/inspections/api/checklist-queries").then((queries) =>
      queries.prefetchChecklists(client, wanted.split(",")),
    );
  }, [client, wanted]);
}
