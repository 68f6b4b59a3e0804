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
