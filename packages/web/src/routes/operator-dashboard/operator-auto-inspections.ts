import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import {
  dailyInspectionCountsQuery,
  useAssignDailyInspections,
} from "../../features/work-orders/api/automation-queries";

/**
 * Automatic inspections (part 1, 4): on dashboard load, an operator who performs inspections asks whether
 * today's daily inspections are needed and, if so, creates them: once per mount, never in a loop (the
 * server's one-per-machine-per-day index makes a repeat harmless anyway). Only on counts the server gave since
 * the dashboard opened: counts kept from an earlier visit (an app opened offline) create nothing. Answers the
 * counts query.
 */
export function useOperatorAutoInspections(enabled: boolean) {
  const counts = useQuery({ ...dailyInspectionCountsQuery(), enabled });
  const { assign } = useAssignDailyInspections();
  const requested = useRef(false);
  const needed = counts.isFetchedAfterMount ? (counts.data?.inspectionsNeeded ?? 0) : 0;

  useEffect(() => {
    if (!enabled || requested.current || needed <= 0) return;
    requested.current = true;
    // A failure leaves the operator's Daily Checklist saying none is assigned; nothing else to show here.
    assign().catch(() => undefined);
  }, [enabled, needed, assign]);

  return counts;
}
