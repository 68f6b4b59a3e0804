import { useId } from "react";
import { ClearButton } from "./clear-button";
import { inputClasses } from "./input-classes";

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled search input with a magnifier and a clear button. */
export function SearchBox({ label, value, onChange, placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        className={inputClasses(false, "pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden")}
      />
      {value ? <ClearButton label="Clear search" onClear={() => onChange("")} /> : null}
    </div>
  );
}
