import { Trans, useLingui } from "@lingui/react/macro";
import { EVENT_KINDS, enumLabel, type Webhook, webhookCreateSchema } from "@mnx/domain";
import { useState } from "react";
import type { z } from "zod";
import { FormModal } from "../../../components/ui/form-modal";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { useCreateWebhook, useUpdateWebhook } from "../api/webhook-queries";

const formSchema = webhookCreateSchema.pick({ url: true, kinds: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
/** An address, the same in every language. */
const EXAMPLE_ADDRESS = "https://example.com/hooks/maintenance";

interface WebhookFormModalProps {
  /** The webhook to edit; null adds one. */
  webhook: Webhook | null;
  onClose: () => void;
  /** Saved: the message, and the new webhook's secret (adding only). */
  onSaved: (message: string, secret?: string) => void;
}

/** Add a webhook or change its address and kinds (docs/decisions/038). */
export function WebhookFormModal({ webhook, onClose, onSaved }: WebhookFormModalProps) {
  const { t } = useLingui();
  const [initial] = useState<FormInput>(() => ({ url: webhook?.url ?? "", kinds: webhook?.kinds ?? [] }));
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<FormInput, FormOutput>({
    schema: formSchema,
    defaultValues: initial,
    serverFields: ["url", "kinds"],
    failureMessage: t`The webhook was not saved. Please try again.`,
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
      title={webhook ? t`Edit Webhook` : t`Add Webhook`}
      description={t`Each event of the kinds you choose is sent to this address as signed JSON.`}
      onClose={onClose}
      write={write}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`The webhook was not saved`}
      submitLabel={webhook ? t`Save Webhook` : t`Add Webhook`}
      pendingLabel={t`Saving...`}
      bodyClassName="space-y-4"
    >
      <TextField
        label={t`Address`}
        type="url"
        inputMode="url"
        required
        placeholder={EXAMPLE_ADDRESS}
        hint={t`Addresses on this server's own network (loopback, private, link-local) are refused`}
        error={errors.url?.message}
        {...form.register("url")}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">
          <Trans>Events to send</Trans>
        </legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {EVENT_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                value={kind}
                className="size-5 shrink-0 accent-accent"
                {...form.register("kinds")}
              />
              <span>{domainText(enumLabel(kind))}</span>
            </label>
          ))}
        </div>
        {errors.kinds?.message ? (
          <p className="text-sm text-danger-ink" role="alert">
            {domainText(errors.kinds.message)}
          </p>
        ) : null}
      </fieldset>
    </FormModal>
  );
}
