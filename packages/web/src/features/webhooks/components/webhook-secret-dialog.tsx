import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

/** What the receiver checks, written as in its code: the same in every language. */
const SIGNATURE_HEADER = "X-Mnx-Signature: t=<time>,v1=<signature>";
const SIGNED_TEXT = "<time>.<body>";

interface WebhookSecretDialogProps {
  secret: string | null;
  onClose: () => void;
}

/** The new webhook's signing secret, shown this once (docs/decisions/038). */
export function WebhookSecretDialog({ secret, onClose }: WebhookSecretDialogProps) {
  const [copied, setCopied] = useState(false);
  const { t } = useLingui();
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Modal
      open={secret !== null}
      onClose={onClose}
      title={t`Webhook Secret`}
      description={t`Copy it now into the receiving system: it is not shown again.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? t`Copied` : t`Copy Secret`}
          </Button>
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm">
        <p className="rounded-lg border border-line bg-surface-muted p-3 font-mono break-all">{secret}</p>
        <p className="text-ink-muted">
          <Trans>
            Each delivery carries <code className="font-mono">{SIGNATURE_HEADER}</code>: the HMAC-SHA256 of{" "}
            <code className="font-mono">{SIGNED_TEXT}</code> with this secret. Refuse a delivery whose
            signature differs or whose time is more than 5 minutes old.
          </Trans>
        </p>
      </div>
    </Modal>
  );
}
