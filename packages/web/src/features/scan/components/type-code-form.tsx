import { equipmentCodeParamsSchema } from "@mnx/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";

interface TypeCodeFormProps {
  busy: boolean;
  onSubmit: (code: string) => void;
}

/**
 * The way in without a camera: the code or equipment number printed on the label. One field, checked by the
 * by-code call's own schema; not on useSchemaForm, which would bring react-hook-form (15 KB gzip) to /scan
 * (docs/decisions/028).
 */
export function TypeCodeForm({ busy, onSubmit }: TypeCodeFormProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = equipmentCodeParamsSchema.safeParse({ code });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) onSubmit(parsed.data.code);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="type-code-heading">
      <h2 id="type-code-heading" className="font-semibold">
        Type the code instead
      </h2>
      <div className="flex items-start gap-2">
        <TextField
          label="Code or equipment number"
          hint="Printed under the QR code, e.g. EX-101"
          className="flex-1"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <Button type="submit" busy={busy} className="mt-6">
          Open
        </Button>
      </div>
    </form>
  );
}
