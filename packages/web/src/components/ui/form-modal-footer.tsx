import { Trans } from "@lingui/react/macro";
import { Button } from "./button";

interface FormModalFooterProps {
  /** The form the submit button sends (it sits outside the form, in the modal's footer). */
  formId: string;
  onCancel: () => void;
  /** The write is on its way: both buttons wait and the submit says `pendingLabel`. */
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** The submit waits for the form (required fields) or for a connection. */
  disabled?: boolean;
}

/** A form modal's footer: Cancel, then the submit with its busy label (the one pattern of every form modal). */
export function FormModalFooter({
  formId,
  onCancel,
  pending,
  label,
  pendingLabel,
  disabled,
}: FormModalFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" form={formId} busy={pending} disabled={disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
