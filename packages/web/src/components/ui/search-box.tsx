import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { ClearButton } from "./clear-button";
import { inputClasses } from "./input-classes";

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Text shorter than this is not searched yet; a hint under the box says so. */
  minLength?: number;
}

/** A labelled search input with a magnifier and a clear button. */
export function SearchBox({ label, value, onChange, placeholder, minLength }: SearchBoxProps) {
  const id = useId();
  const hintId = useId();
  const typed = value.trim().length;
  const { t } = useLingui();
  const tooShort = minLength !== undefined && typed > 0 && typed < minLength;
  return (
    <div>
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <svg
          className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-ink-muted"
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
          aria-describedby={tooShort ? hintId : undefined}
          className={inputClasses(false, "pe-12 ps-10 [&::-webkit-search-cancel-button]:hidden")}
        />
        {value ? <ClearButton label={t`Clear search`} onClear={() => onChange("")} /> : null}
      </div>
      {tooShort ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          <Trans>Type at least {minLength} characters to search</Trans>
        </p>
      ) : null}
    </div>
  );
}
