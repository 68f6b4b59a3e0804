import {
  isThemeMode,
  nextThemeMode,
  THEME_MODES,
  THEME_STORAGE_KEY,
  type ThemeMode,
  themeClassName,
} from "@mnx/domain";

/** The browser bar colour per theme, matching the top bar. */
const THEME_COLORS: Record<ThemeMode, string> = { light: "#0f172a", dark: "#0b1222", dim: "#151b24" };

function readStoredMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : "light";
  } catch {
    return "light";
  }
}

/** Sets theme-light, theme-dark or theme-dim on <html> (part 1, 2). */
function applyMode(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.remove(...THEME_MODES.map(themeClassName));
  root.classList.add(themeClassName(mode));
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLORS[mode]);
}

let mode: ThemeMode = readStoredMode();
const listeners = new Set<() => void>();

export const themeStore = {
  getMode: (): ThemeMode => mode,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setMode(next: ThemeMode): void {
    mode = next;
    applyMode(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered, still applied.
    }
    for (const listener of listeners) listener();
  },
  /** Light -> dark -> dim -> light. */
  cycle(): void {
    themeStore.setMode(nextThemeMode(mode));
  },
};

/**
 * Applies the stored theme before React renders (called first in main.tsx). The CSP forbids inline
 * scripts, so this is the earliest point; index.html starts with theme-light, the default.
 */
export function applyStoredTheme(): void {
  applyMode(mode);
}
