import { useLingui } from "@lingui/react/macro";
import { equipmentCodeParamsSchema, SCAN_MESSAGES } from "@mnx/domain";
import { useCallback, useState } from "react";
import { CameraPanel } from "../../../components/scan/camera-panel";
import { type CodeCheck, TypeCodeForm } from "../../../components/scan/type-code-form";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { LABEL_FORMATS, PART_FORMATS } from "../../../lib/camera/code-reader";
import { domainText } from "../../../lib/i18n/i18n";
import { useLabelResolver } from "../api/use-label-resolver";

/** The code printed on the label, checked by the by-code call's own schema. */
const checkLabelCode: CodeCheck = (code) => {
  const parsed = equipmentCodeParamsSchema.safeParse({ code });
  return parsed.success
    ? { code: parsed.data.code }
    : { error: domainText(parsed.error.issues[0]?.message ?? SCAN_MESSAGES.codeRequired) };
};

interface LabelScannerProps {
  onOpen: (equipmentId: string) => void;
  /**
   * A code that names no machine is tried as a part's barcode or number (the page opens the part and answers
   * true): one Scan button for both (docs/decisions/032). Not given: machines only.
   */
  orElse?: (code: string) => Promise<boolean>;
}

/**
 * Scan to open (docs/decisions/023): the rear camera reads an equipment label's QR code, or the person types
 * the code printed on it; `onOpen` gets the machine. What went wrong (no camera, not our label, not found)
 * is said under the camera, and scanning goes on.
 */
export function LabelScanner({ onOpen, orElse }: LabelScannerProps) {
  const { t } = useLingui();
  const resolve = useLabelResolver();
  const [attempt, setAttempt] = useState(0);
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const open = useCallback(
    async (text: string) => {
      setLooking(true);
      const result = await resolve(text);
      if ("id" in result) {
        setLooking(false);
        onOpen(result.id);
        return true;
      }
      const other = orElse ? await orElse(text) : false;
      setLooking(false);
      if (!other) setProblem(result.problem);
      return other;
    },
    [resolve, onOpen, orElse],
  );

  return (
    <div className="mx-auto max-w-md space-y-5">
      <CameraPanel
        key={attempt}
        formats={orElse ? PART_FORMATS : LABEL_FORMATS}
        hint={domainText(SCAN_MESSAGES.pointCamera)}
        onText={open}
        onRetry={() => setAttempt((n) => n + 1)}
      />
      <div>
        {looking ? (
          <Spinner label={domainText(SCAN_MESSAGES.looking)} />
        ) : problem ? (
          <Alert tone="warning">{domainText(problem)}</Alert>
        ) : null}
      </div>
      <TypeCodeForm
        heading={t`Type the code instead`}
        label={t`Code or equipment number`}
        hint={t`Printed under the QR code, e.g. EX-101`}
        check={checkLabelCode}
        busy={looking}
        onSubmit={(code) => void open(code)}
      />
    </div>
  );
}
