/** Any value as the text a developer reads: strings as they are, everything else as indented JSON. */
export function asCodeText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value, null, 2);
}

interface CodeBlockProps {
  /** Names the block for screen readers (it is a scrollable region, reachable with Tab). */
  label: string;
  value: unknown;
  /** Tall blocks scroll inside themselves (e.g. a whole answer); short ones grow with their text. */
  tall?: boolean;
}

/** JSON or SQL output as monospaced text that scrolls both ways instead of widening the page. */
export function CodeBlock({ label, value, tall = false }: CodeBlockProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className={`${tall ? "max-h-[32rem]" : "max-h-64"} overflow-auto rounded-lg border border-line bg-surface-muted`}
    >
      <pre className="w-max min-w-full p-3 font-mono text-xs leading-relaxed whitespace-pre text-ink">
        {asCodeText(value)}
      </pre>
    </section>
  );
}
