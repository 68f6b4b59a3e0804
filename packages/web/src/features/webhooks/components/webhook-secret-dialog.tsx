import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

interface WebhookSecretDialogProps {
  secret: string | null;
  onClose: () => void;
}

/** The new webhook's signing secret, shown this once (docs/decisions/038). */
export function WebhookSecretDialog({ secret, onClose }: WebhookSecretDialogProps) {
  const [copied, setCopied] = useState(false);
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
      title="Webhook Secret"
      description="Copy it now into the receiving system: it is not shown again."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? "Copied" : "Copy Secret"}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      <div className="space-y-3 text-sm">
        <p className="rounded-lg border border-line bg-surface-muted p-3 font-mono break-all">{secret}</p>
        <p className="text-ink-muted">
          Each delivery carries{" "}
          <code className="font-mono">X-Mnx-Signature: t=&lt;time&gt;,v1=&lt;signature&gt;</code>: the
          HMAC-SHA256 of <code className="font-mono">&lt;time&gt;.&lt;body&gt;</code> with this secret. Refuse
          a delivery whose signature differs or whose time is more than 5 minutes old.
        </p>
      </div>
    </Modal>
  );
}
