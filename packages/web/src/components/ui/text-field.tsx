import { type InputHTMLAttributes, type Ref, useId } from "react";
import { Field, type FieldChromeProps } from "./field";
import { inputClasses } from "./input-classes";

interface TextFieldProps extends FieldChromeProps, Omit<InputHTMLAttributes<HTMLInputElement>, "className"> {
  ref?: Ref<HTMLInputElement>;
  inputClassName?: string;
}

/** A labelled input; spread react-hook-form's register() into it. */
export function TextField({
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  inputClassName,
  id,
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <Field {...{ label, error, hint, required, hideLabel, className, controlId }}>
      {(control) => (
        <input ref={ref} {...control} className={inputClasses(Boolean(error), inputClassName)} {...rest} />
      )}
    </Field>
  );
}
