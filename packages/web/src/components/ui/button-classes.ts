export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors select-none " +
  "disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent text-on-accent hover:bg-accent-hover shadow-sm",
  secondary: "border border-line-strong bg-surface text-ink hover:bg-surface-muted",
  ghost: "text-ink hover:bg-surface-muted",
  danger: "border border-danger-line bg-danger-soft text-danger-ink hover:brightness-95",
};

/** Every size keeps the 44 px minimum touch target (field-first: gloves, sunlight, small screens). */
const SIZES: Record<ButtonSize, string> = {
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-5 text-base",
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/** The one button look, for <button> and for links that act as buttons. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  block,
  className,
}: ButtonStyle = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], block ? "w-full" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
}
