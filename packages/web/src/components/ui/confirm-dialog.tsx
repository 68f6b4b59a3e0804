import { Trans } from "@lingui/react/macro";
import { Alert } from "./alert";
import { Button } from "./button";
import { Modal } from "./modal";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, worded exactly as the spec words it. */
  message: string;
  confirmLabel: string;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** A failure to show inside the dialog (e.g. 'Failed to delete equipment. Please try again.'). */
  error?: string | null;
  tone?: "danger" | "primary";
}

/** An accessible confirmation (alertdialog) on the one modal, instead of window.confirm. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  tone = "danger",
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      busy={busy}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Modal>
  );
}
