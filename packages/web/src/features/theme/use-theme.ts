import type { ThemeMode } from "@mnx/domain";
import { useSyncExternalStore } from "react";
import { themeStore } from "./theme-store";

export function useTheme(): { mode: ThemeMode; cycle: () => void } {
  const mode = useSyncExternalStore(themeStore.subscribe, themeStore.getMode, themeStore.getMode);
  return { mode, cycle: themeStore.cycle };
}
