import { type Ref, type SelectHTMLAttributes, useId } from "react";
import { Field, type FieldChromeProps } from "./field";
import { inputClasses } from "./input-classes";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends FieldChromeProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> {
  options: readonly SelectOption[];
  /** A first option with an empty value, e.g. 'All statuses'. */
  placeholderOption?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the phone's own picker, big and glove-friendly). */
export function SelectField({
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  options,
  placeholderOption,
  id,
  ref,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <Field {...{ label, error, hint, required, hideLabel, className, controlId }}>
      {(control) => (
        <select ref={ref} {...control} className={inputClasses(Boolean(error))} {...rest}>
          {placeholderOption !== undefined ? <option value="">{placeholderOption}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
