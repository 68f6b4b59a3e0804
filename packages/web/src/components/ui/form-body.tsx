import type { BaseSyntheticEvent, ReactNode, Ref } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { Alert } from "./alert";
import { SavedOfflineNotice } from "./saved-offline-notice";

interface FormBodyProps<TInput extends FieldValues, TOutput> {
  /** From lib/use-write-form.ts: the form, its id (a modal's footer submits it) and its submit handler. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  formId?: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** What waits on this device for a connection (docs/decisions/011), e.g. "This assignment"; null when nothing. */
  savedOffline?: string | null;
  failure: string | null;
  /** The failure alert's heading (e.g. "Equipment was not added"); none when the message says it all. */
  failureTitle?: string;
  /** Given: the failure alert can take focus (a long form scrolls to it). */
  failureRef?: Ref<HTMLDivElement>;
  className?: string;
  children: ReactNode;
}

/**
 * The one body of a write form: the form (its fields reach it through react-hook-form's context), then the
 * saved-offline notice and the failure alert above the fields.
 */
export function FormBody<TInput extends FieldValues, TOutput>({
  form,
  formId,
  onSubmit,
  savedOffline,
  failure,
  failureTitle,
  failureRef,
  className = "space-y-5",
  children,
}: FormBodyProps<TInput, TOutput>) {
  const alert = failure ? (
    <Alert tone="error" title={failureTitle}>
      {failure}
    </Alert>
  ) : null;
  return (
    <FormProvider {...form}>
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className={className}>
        {savedOffline ? <SavedOfflineNotice what={savedOffline} /> : null}
        {alert && failureRef ? (
          <div ref={failureRef} tabIndex={-1} className="outline-none">
            {alert}
          </div>
        ) : (
          alert
        )}
        {children}
      </form>
    </FormProvider>
  );
}
