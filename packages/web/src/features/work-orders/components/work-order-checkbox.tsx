import { type InputHTMLAttributes, type Ref, useId } from "react";

interface WorkOrderCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox whose whole row is the tap target (44 px, glove-friendly). */
export function WorkOrderCheckbox({ label, hint, id, ref, ...rest }: WorkOrderCheckboxProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const labelId = `${controlId}-label`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <label
      htmlFor={controlId}
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line-strong bg-surface px-3 py-2.5 hover:bg-surface-muted has-checked:border-accent has-checked:bg-accent-soft"
    >
      <input
        ref={ref}
        id={controlId}
        type="checkbox"
        // The whole row is the tap target; the name is the label alone, the hint its description.
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 accent-accent"
        {...rest}
      />
      <span className="min-w-0 text-sm">
        <span id={labelId} className="block font-medium text-ink">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="block text-xs text-ink-muted">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
