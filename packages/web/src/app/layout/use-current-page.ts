import { useMatches } from "react-router";
import type { Page } from "../pages";

/** The registry entry of the page on screen (the router gives each signed-in route its entry as `handle`). */
export function useCurrentPage(): Page | undefined {
  return useMatches().at(-1)?.handle as Page | undefined;
}
