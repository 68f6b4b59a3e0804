import { Trans, useLingui } from "@lingui/react/macro";
import { can, PART_MESSAGES, partCodeParamsSchema } from "@mnx/domain";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { CameraPanel } from "../../../components/scan/camera-panel";
import { type CodeCheck, TypeCodeForm } from "../../../components/scan/type-code-form";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button-classes";
import { Spinner } from "../../../components/ui/spinner";
import { PART_FORMATS } from "../../../lib/camera/code-reader";
import { domainText } from "../../../lib/i18n/i18n";
import { usePartLookup } from "../api/part-lookup";

const checkPartCode: CodeCheck = (code) => {
  const parsed = partCodeParamsSchema.safeParse({ code });
  return parsed.success
    ? { code: parsed.data.code }
    : { error: parsed.error.issues[0]?.message ?? PART_MESSAGES.codeRequired };
};

interface PartScannerProps {
  role: string | undefined;
  onOpen: (partId: string) => void;
}

/**
 * Barcode lookup (docs/decisions/032): the rear camera reads a part's barcode (or a QR code printed for it),
 * or the person types the barcode or the part number; the part opens. A code that is no part's says so, and a
 * manager may add the part with that barcode.
 */
export function PartScanner({ role, onOpen }: PartScannerProps) {
  const lookup = usePartLookup();
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [looking, setLooking] = useState(false);
  const [missing, setMissing] = useState<{ code: string; problem: string } | null>(null);

  const open = useCallback(
    async (text: string) => {
      setLooking(true);
      const result = await lookup(text);
      setLooking(false);
      if ("id" in result) {
        onOpen(result.id);
        return true;
      }
      setMissing({ code: text.trim(), problem: result.problem });
      return false;
    },
    [lookup, onOpen],
  );
  const mayAdd = can(role, "parts.manage") && missing?.problem === PART_MESSAGES.codeNotFound;
  const missingCode = missing?.code ?? "";

  return (
    <div className="mx-auto max-w-md space-y-5">
      <CameraPanel
        key={attempt}
        formats={PART_FORMATS}
        hint={t`Point the camera at the part's barcode. Where the phone cannot read barcodes, type it below.`}
        onText={open}
        onRetry={() => setAttempt((n) => n + 1)}
      />
      <div className="space-y-2">
        {looking ? (
          <Spinner label={t`Looking up the part...`} />
        ) : missing ? (
          <Alert tone="warning">{domainText(missing.problem)}</Alert>
        ) : null}
        {mayAdd && missing ? (
          <Link
            to={`/parts?add=true&barcode=${encodeURIComponent(missing.code)}`}
            className={buttonClasses({ variant: "secondary", block: true })}
          >
            <Trans>Add a part with barcode {missingCode}</Trans>
          </Link>
        ) : null}
      </div>
      <TypeCodeForm
        heading={t`Type the barcode instead`}
        label={t`Barcode or part number`}
        hint={t`The digits under the barcode, or the part number, e.g. 1R-0750`}
        check={checkPartCode}
        busy={looking}
        onSubmit={(code) => void open(code)}
      />
    </div>
  );
}
