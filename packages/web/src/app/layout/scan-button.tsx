import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ActionIcon } from "../../components/ui/action-icon";

/**
 * The top bar's Scan (docs/decisions/023): on phones and touch screens, where a camera is at hand; it opens
 * the scanner, which reads a machine's QR label and opens the machine.
 */
export function ScanButton() {
  const { t } = useLingui();
  return (
    <Link
      to="/scan"
      title={t`Scan a machine's QR label`}
      className="hidden size-11 shrink-0 flex-col items-center justify-center gap-0.5 rounded-lg text-chrome-ink hover:bg-chrome-raised max-md:flex pointer-coarse:flex"
    >
      <ActionIcon name="scan" className="size-5" />
      <span className="text-[0.6875rem] leading-none font-semibold">
        <Trans>Scan</Trans>
      </span>
    </Link>
  );
}
