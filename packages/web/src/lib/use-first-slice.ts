import { startTransition, useEffect, useState } from "react";

/** How many cards a list draws with its data before the rest: two rows of the widest grid, more than a phone shows. */
export const FIRST_SLICE = 6;

/**
 * The first `first` items at once, then all of them in a transition React can interrupt: a list of 100 cards
 * (the shop foreman's work queue) no longer draws in one long task when its data arrives (issue 25). Once all are
 * shown they stay shown, so a filter's new answer draws whole.
 */
export function useFirstSlice<T>(items: readonly T[], first = FIRST_SLICE): readonly T[] {
  const [all, setAll] = useState(false);
  const more = !all && items.length > first;
  useEffect(() => {
    if (more) startTransition(() => setAll(true));
  }, [more]);
  return more ? items.slice(0, first) : items;
}
