import type { BaseSyntheticEvent, ReactNode, Ref } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormBody } from "./form-body";
import { FormModalFooter } from "./form-modal-footer";
import { Modal, type ModalSize } from "./modal";

interface FormModalProps<TInput extends FieldValues, TOutput> {
  title: string;
  description?: ReactNode;
  headerExtra?: ReactNode;
  size?: ModalSize;
  onClose: () => void;
  /** From lib/use-write-form.ts. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  formId: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  failure: string | null;
  failureTitle?: string;
  failureRef?: Ref<HTMLDivElement>;
  /** The write's state: while it is sent the modal and its buttons wait. */
  write: { isPending: boolean; isPaused: boolean };
  /**
   * A write a field device may queue (docs/decisions/011): what it is ("This assignment"). While it waits for a
   * connection the modal says it is saved on this device, and the submit button waits too.
   */
  savedOffline?: string;
  submitLabel: string;
  pendingLabel: string;
  /** The submit waits for the form itself (required fields, photos being prepared). */
  submitDisabled?: boolean;
  bodyClassName?: string;
  /** On a phone, at the bottom of the screen (components/ui/modal.tsx). */
  sheet?: boolean;
  children: ReactNode;
}

/** The one form modal: `Modal`, its body (`FormBody`) and its footer (Cancel, then the submit). */
export function FormModal<TInput extends FieldValues, TOutput>(props: FormModalProps<TInput, TOutput>) {
  const { write, savedOffline, onClose, formId } = props;
  const waiting = savedOffline !== undefined && write.isPaused;
  const holdSubmit = props.submitDisabled || waiting;
  return (
    <Modal
      open
      onClose={onClose}
      title={props.title}
      description={props.description}
      headerExtra={props.headerExtra}
      size={props.size}
      sheet={props.sheet}
      busy={write.isPending}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={write.isPending}
          label={props.submitLabel}
          pendingLabel={props.pendingLabel}
          {...(holdSubmit ? { disabled: true } : {})}
        />
      }
    >
      <FormBody
        form={props.form}
        formId={formId}
        onSubmit={props.onSubmit}
        savedOffline={waiting ? savedOffline : null}
        failure={props.failure}
        failureTitle={props.failureTitle}
        failureRef={props.failureRef}
        className={props.bodyClassName}
      >
        {props.children}
      </FormBody>
    </Modal>
  );
}
