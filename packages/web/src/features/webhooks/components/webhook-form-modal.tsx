import { EVENT_KINDS, enumLabel, type Webhook, webhookCreateSchema } from "@mnx/domain";
import { useState } from "react";
import type { z } from "zod";
import { FormModal } from "../../../components/ui/form-modal";
import { TextField } from "../../../components/ui/text-field";
import { useWriteForm } from "../../../lib/use-write-form";
import { useCreateWebhook, useUpdateWebhook } from "../api/webhook-queries";

const formSchema = webhookCreateSchema.pick({ url: true, kinds: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

interface WebhookFormModalProps {
  /** The webhook to edit; null adds one. */
  webhook: Webhook | null;
  onClose: () => void;
  /** Saved: the message, and the new webhook's secret (adding only). */
  onSaved: (message: string, secret?: string) => void;
}

/** Add a webhook or change its address and kinds (docs/decisions/038). */
export function WebhookFormModal({ webhook, onClose, onSaved }: WebhookFormModalProps) {
  const [initial] = useState<FormInput>(() => ({ url: webhook?.url ?? "", kinds: webhook?.kinds ?? [] }));
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<FormInput, FormOutput>({
    schema: formSchema,
    defaultValues: initial,
    serverFields: ["url", "kinds"],
    failureMessage: "The webhook was not saved. Please try again.",
  });
  const create = useCreateWebhook(idempotencyKey);
  const update = useUpdateWebhook();
  const write = webhook ? update : create;
  const { errors } = form.formState;
  const submit = onSubmit(async (values) => {
    if (webhook) {
      onSaved((await update.mutateAsync({ id: webhook.id, changes: values })).message);
    } else {
      const answer = await create.mutateAsync({ ...values, enabled: true });
      onSaved(answer.message, answer.data.secret);
    }
  });
  return (
    <FormModal
      title={webhook ? "Edit Webhook" : "Add Webhook"}
      description="Each event of the kinds you choose is sent to this address as signed JSON."
      onClose={onClose}
      write={write}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle="The webhook was not saved"
      submitLabel={webhook ? "Save Webhook" : "Add Webhook"}
      pendingLabel="Saving..."
      bodyClassName="space-y-4"
    >
      <TextField
        label="Address"
        type="url"
        inputMode="url"
        required
        placeholder="https://example.com/hooks/maintenance"
        hint="Addresses on this server's own network (loopback, private, link-local) are refused"
        error={errors.url?.message}
        {...form.register("url")}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Events to send</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {EVENT_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                value={kind}
                className="size-5 shrink-0 accent-accent"
                {...form.register("kinds")}
              />
              <span>{enumLabel(kind)}</span>
            </label>
          ))}
        </div>
        {errors.kinds?.message ? (
          <p className="text-sm text-danger-ink" role="alert">
            {errors.kinds.message}
          </p>
        ) : null}
      </fieldset>
    </FormModal>
  );
}
