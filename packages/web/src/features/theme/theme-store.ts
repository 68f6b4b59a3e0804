import {
  DEVICE_DARK_QUERY,
  isThemeMode,
  nextThemeMode,
  THEME_MODES,
  THEME_STORAGE_KEY,
  type ThemeMode,
  themeClassName,
} from "@mnx/domain";

/** The browser bar colour per theme, matching the top bar. */
const THEME_COLORS: Record<ThemeMode, string> = { light: "#0f172a", dark: "#0b1222", dim: "#151b24" };

/** The theme the person picked, or null while the device's setting decides. */
function readPickedMode(): ThemeMode | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : null;
  } catch {
    return null;
  }
}

const deviceQuery = window.matchMedia(DEVICE_DARK_QUERY);
const deviceMode = (): ThemeMode => (deviceQuery.matches ? "dark" : "light");

/** Sets theme-light, theme-dark or theme-dim on <html> (part 1, 2). */
function applyMode(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.remove(...THEME_MODES.map(themeClassName));
  root.classList.add(themeClassName(mode));
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLORS[mode]);
}

let picked = readPickedMode();
let mode: ThemeMode = picked ?? deviceMode();
const listeners = new Set<() => void>();

function show(next: ThemeMode): void {
  mode = next;
  applyMode(next);
  for (const listener of listeners) listener();
}

// Until the person picks a theme, the app follows the device (its night mode switching on at dusk included).
deviceQuery.addEventListener("change", () => {
  if (!picked) show(deviceMode());
});

export const themeStore = {
  getMode: (): ThemeMode => mode,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The person's pick: kept on this device, and the device's setting no longer decides. */
  setMode(next: ThemeMode): void {
    picked = next;
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered, still applied.
    }
    show(next);
  },
  /** Light -> dark -> dim -> light, from the theme on screen. */
  cycle(): void {
    themeStore.setMode(nextThemeMode(mode));
  },
};

/**
 * Applies the theme before React renders (called first in main.tsx). index.html's inline script
 * (THEME_BOOT_SCRIPT) has already set the class before the first paint; this adds the browser bar colour.
 */
export function applyTheme(): void {
  applyMode(mode);
}
