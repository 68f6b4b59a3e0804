import { useEffect, useId, useState } from "react";
import type { FieldErrors, FieldValues, Path } from "react-hook-form";
import { errorMessage } from "./error-message";
import { newIdempotencyKey } from "./idempotency-key";
import { applyServerFieldErrors } from "./server-field-errors";
import { type SchemaFormOptions, useSchemaForm } from "./use-schema-form";

interface WriteFormOptions<TInput extends FieldValues, TOutput>
  extends Omit<SchemaFormOptions<TInput, TOutput>, "revalidateOnSubmit"> {
  /**
   * A field's error clears as soon as it is edited and the form is checked again on the next submit (part 2, 5,
   * the add-user form), instead of re-checking each edit and showing the next message while the person types.
   */
  clearErrorsOnEdit?: boolean;
  /** The fields a server refusal may name in its details (e.g. equipmentNumber on a 409). */
  serverFields: readonly Path<TInput>[];
  /** Shown when a failed save names no field and carries no message of its own. */
  failureMessage: string;
}

/**
 * The one shape of a form that makes a write, in a modal or inline (mounted per opening): its form id (a modal's
 * submit button sits outside the form, in the footer), an Idempotency-Key made once per opening, the zod
 * resolver, and a save that puts the server's field errors under their fields and anything else in `failure`.
 * components/ui/form-body.tsx draws the form with its offline notice and failure alert.
 */
export function useWriteForm<TInput extends FieldValues, TOutput>(
  options: WriteFormOptions<TInput, TOutput>,
) {
  const formId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<TInput, TOutput>({
    schema: options.schema,
    defaultValues: options.defaultValues,
    ...(options.mode ? { mode: options.mode } : {}),
    revalidateOnSubmit: Boolean(options.clearErrorsOnEdit),
  });
  const { clearErrorsOnEdit } = options;
  useEffect(() => {
    if (!clearErrorsOnEdit) return;
    const subscription = form.watch((_values, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form, clearErrorsOnEdit]);

  /**
   * The form's submit handler: runs `save` with the parsed values; a failure goes under its fields, or to
   * `onError` when that answers true (a refusal the form words itself), or else into `failure`. `onInvalid`
   * hears of a submit the schema refused (the fields show their own messages either way).
   */
  const onSubmit = (
    save: (values: TOutput) => Promise<unknown>,
    onError?: (error: unknown) => boolean,
    onInvalid?: (errors: FieldErrors<TInput>) => void,
  ) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await save(values);
      } catch (error) {
        if (onError?.(error)) return;
        if (!applyServerFieldErrors(error, options.serverFields, form.setError)) {
          setFailure(errorMessage(error, options.failureMessage));
        }
      }
    }, onInvalid);

  /** Shows a refusal the form words itself (e.g. the state machine's answer before anything is sent). */
  const fail = (message: string | null) => setFailure(message);

  return { form, formId, idempotencyKey, failure, fail, onSubmit };
}
