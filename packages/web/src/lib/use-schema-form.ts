import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type Mode, useForm } from "react-hook-form";
import type { z } from "zod";

export interface SchemaFormOptions<TInput extends FieldValues, TOutput> {
  /** The domain schema that checks the form and shapes what it gives. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  mode?: Mode;
  /** Check again only on the next submit (not on each edit once submitted). */
  revalidateOnSubmit?: boolean;
}

/**
 * The one way a form is set up: react-hook-form checked by a domain zod schema. A form that writes takes
 * `useWriteForm` (lib/use-write-form.ts), built on this; a form that only asks something (the SQL query, the
 * API explorer's test call, a label's typed code) takes this directly and shows its answer itself.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  options: SchemaFormOptions<TInput, TOutput>,
) {
  return useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.revalidateOnSubmit ? { reValidateMode: "onSubmit" as const } : {}),
  });
}
