import { Trans } from "@lingui/react/macro";
import { type Ref, type TextareaHTMLAttributes, useId } from "react";
import { Field, type FieldChromeProps } from "./field";
import { inputClasses } from "./input-classes";

interface TextAreaFieldProps
  extends FieldChromeProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> {
  /** With `length`, shows 'length/maxLength' under the field. */
  maxLength?: number;
  length?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area with an optional character counter (e.g. assignment notes, '/500'). */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  id,
  ref,
  maxLength,
  length,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const counter =
    maxLength !== undefined && length !== undefined ? (
      <span className={length > maxLength ? "font-semibold text-danger-ink" : undefined}>
        <Trans>
          {length}/{maxLength} characters
        </Trans>
      </span>
    ) : null;
  return (
    <Field
      {...{ label, error, required, hideLabel, className, controlId }}
      hint={
        hint || counter ? (
          <>
            {hint}
            {hint && counter ? " · " : null}
            {counter}
          </>
        ) : undefined
      }
    >
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          rows={3}
          maxLength={maxLength}
          className={inputClasses(Boolean(error), "resize-y")}
          {...rest}
        />
      )}
    </Field>
  );
}
