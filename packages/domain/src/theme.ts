import { THEME_STORAGE_KEY } from "./constants.js";
import { THEME_MODES, type ThemeMode } from "./enums.js";

/** The toggle cycles light -> dark -> dim -> light (part 1, 2). */
export function nextThemeMode(mode: ThemeMode): ThemeMode {
  const index = THEME_MODES.indexOf(mode);
  return THEME_MODES[(index + 1) % THEME_MODES.length] ?? "light";
}

/** The class set on the root element: theme-light, theme-dark or theme-dim. */
export function themeClassName(mode: ThemeMode): `theme-${ThemeMode}` {
  return `theme-${mode}`;
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === "string" && (THEME_MODES as readonly string[]).includes(value);
}

/** The device's own setting; until the person picks a theme, a dark device gets the dark theme. */
export const DEVICE_DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * The first thing index.html runs, in its <head>, before the first paint: the picked theme, else the device's
 * (no white screen at night before the app's code arrives). Inline, so the server's Content-Security-Policy
 * allows exactly this text by its SHA-256 (packages/server/src/plugins/security-headers.ts); the web build
 * writes it into index.html (packages/web/vite.config.ts). ES5, so that it runs on any browser.
 */
export const THEME_BOOT_SCRIPT = `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(${JSON.stringify(THEME_MODES)}.indexOf(m)<0)m=matchMedia(${JSON.stringify(
  DEVICE_DARK_QUERY,
)}).matches?"dark":"light";document.documentElement.className="theme-"+m})()`;
