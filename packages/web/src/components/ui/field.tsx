import type { ReactNode } from "react";
import { domainText } from "../../lib/i18n/i18n";

export interface FieldChromeProps {
  label: string;
  /** The validation message under the field: the domain's English (its schemas'), shown translated. */
  error?: string | undefined;
  /** Help under the field, before any error. */
  hint?: ReactNode;
  /** Marks the label with an asterisk; the control itself gets aria-required. */
  required?: boolean | undefined;
  /** Hides the label visually (it is still the control's name). */
  hideLabel?: boolean;
  className?: string;
}

/** What every control inside a Field carries: its id and how assistive technology describes it. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps extends FieldChromeProps {
  controlId: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error: the one way a form field is laid out and described. */
export function Field({
  label,
  error,
  hint,
  required,
  hideLabel,
  className = "",
  controlId,
  children,
}: FieldProps) {
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`min-w-0 space-y-1 ${className}`}>
      <label htmlFor={controlId} className={hideLabel ? "sr-only" : "block text-sm font-medium text-ink"}>
        {label}
        {required ? (
          <span className="text-danger-ink" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <div id={hintId} className="text-xs text-ink-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-danger-ink">
          <svg className="mt-0.5 size-4 shrink-0" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6m0 4h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{domainText(error)}</span>
        </p>
      ) : null}
    </div>
  );
}
