import { Trans } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

/** A typed code checked by the lookup's own schema: the code to look up, or the schema's message. */
export type CodeCheck = (code: string) => { code: string } | { error: string };

interface TypeCodeFormProps {
  heading: string;
  label: string;
  hint: string;
  check: CodeCheck;
  busy: boolean;
  onSubmit: (code: string) => void;
}

/**
 * The way in without a camera: the code printed under a QR code or a barcode. One field, checked by the lookup's
 * own schema; not on useSchemaForm, which would bring react-hook-form (15 KB gzip) to the scanners' pages
 * (docs/decisions/028).
 */
export function TypeCodeForm({ heading, label, hint, check, busy, onSubmit }: TypeCodeFormProps) {
  const headingId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(code);
    setError("error" in checked ? checked.error : undefined);
    if ("code" in checked) onSubmit(checked.code);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold">
        {heading}
      </h2>
      <div className="flex items-start gap-2">
        <TextField
          label={label}
          hint={hint}
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
          <Trans>Open</Trans>
        </Button>
      </div>
    </form>
  );
}
