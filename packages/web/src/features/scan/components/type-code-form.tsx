import { equipmentCodeParamsSchema } from "@mnx/domain";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useSchemaForm } from "../../../lib/use-schema-form";

interface TypeCodeFormProps {
  busy: boolean;
  onSubmit: (code: string) => void;
}

/** The way in without a camera: the code or equipment number printed on the label. */
export function TypeCodeForm({ busy, onSubmit }: TypeCodeFormProps) {
  const form = useSchemaForm({ schema: equipmentCodeParamsSchema, defaultValues: { code: "" } });
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(({ code }) => onSubmit(code))(event)}
      noValidate
      className="space-y-3"
      aria-labelledby="type-code-heading"
    >
      <h2 id="type-code-heading" className="font-semibold">
        Type the code instead
      </h2>
      <div className="flex items-start gap-2">
        <TextField
          label="Code or equipment number"
          hint="Printed under the QR code, e.g. EX-101"
          className="flex-1"
          error={form.formState.errors.code?.message}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          {...form.register("code")}
        />
        <Button type="submit" busy={busy} className="mt-6">
          Open
        </Button>
      </div>
    </form>
  );
}
