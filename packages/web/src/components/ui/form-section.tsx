import type { ReactNode } from "react";

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled group of fields in a form (a fieldset, so assistive technology announces the group). */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <fieldset className="min-w-0 space-y-3 border-t border-line pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-base font-semibold text-accent-ink">{title}</legend>
      {description ? <p className="clear-both text-sm text-ink-muted">{description}</p> : null}
      <div className="clear-both grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
