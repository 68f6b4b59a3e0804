interface ClearButtonProps {
  /** e.g. 'Clear search'. */
  label: string;
  onClear: () => void;
}

/** The × at the right end of a search input or picker; mouse-down keeps the focus in the input. */
export function ClearButton({ label, onClear }: ClearButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
      className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-ink-muted hover:text-ink"
    >
      <svg className="size-4" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
