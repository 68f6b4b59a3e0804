import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import {
  dailyInspectionCountsQuery,
  useAssignDailyInspections,
} from "../../features/work-orders/api/automation-queries";

/**
 * Automatic inspections (part 1, 4): on dashboard load, an operator who performs inspections asks whether
 * today's daily inspections are needed and, if so, creates them: once per mount, never in a loop (the
 * server's one-per-machine-per-day index makes a repeat harmless anyway). Answers the counts query.
 */
export function useOperatorAutoInspections(enabled: boolean) {
  const counts = useQuery({ ...dailyInspectionCountsQuery(), enabled });
  const { mutate: assignInspections } = useAssignDailyInspections();
  const requested = useRef(false);
  const needed = counts.data?.inspectionsNeeded ?? 0;

  useEffect(() => {
    if (!enabled || requested.current || needed <= 0) return;
    requested.current = true;
    assignInspections();
  }, [enabled, needed, assignInspections]);

  return counts;
}
