import { useLingui } from "@lingui/react/macro";
import { nextThemeMode, type ThemeMode } from "@mnx/domain";
import type { ReactNode } from "react";
import { useTheme } from "./use-theme";

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const ICONS: Record<ThemeMode, ReactNode> = {
  light: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </g>
  ),
  dark: <path {...stroke} d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
  dim: (
    <g {...stroke}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      <path d="M7 13h5m-3 3h4" />
    </g>
  ),
};

/** Cycles light -> dark -> dim; its name says which theme comes next. */
export function ThemeToggle() {
  const { mode, cycle } = useTheme();
  const { t } = useLingui();
  const labels: Record<ThemeMode, string> = {
    light: t`Switch to light theme`,
    dark: t`Switch to dark theme`,
    dim: t`Switch to dim theme`,
  };
  const label = labels[nextThemeMode(mode)];
  return (
    <button
      type="button"
      onClick={cycle}
      aria-label={label}
      title={label}
      className="grid size-11 place-items-center rounded-lg text-chrome-ink hover:bg-chrome-raised"
    >
      <svg className="size-5" viewBox="0 0 24 24" aria-hidden="true">
        {ICONS[mode]}
      </svg>
    </button>
  );
}
