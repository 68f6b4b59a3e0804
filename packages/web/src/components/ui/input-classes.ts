/** The one look of text inputs, selects and text areas: 44 px tall, a clear border, red when invalid. */
export function inputClasses(invalid = false, className = ""): string {
  return [
    "block w-full min-h-11 rounded-lg border bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted",
    "disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70",
    invalid ? "border-danger-ink" : "border-line-strong",
    className,
  ]
    .filter(Boolean)
    .join(" ");
}
