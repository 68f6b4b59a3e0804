import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  EMAIL_DELIVERIES,
  EMAIL_DIGEST_HOUR,
  type EmailDelivery,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  notificationPreferencesUpdateSchema,
} from "@mnx/domain";
import { useState } from "react";
import type { z } from "zod";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormBody } from "../../../components/ui/form-body";
import { TextField } from "../../../components/ui/text-field";
import { useWriteForm } from "../../../lib/use-write-form";
import { useSaveNotificationPreferences } from "../api/notification-queries";
import { NotificationKindsTable } from "./notification-kinds-table";

type FormInput = z.input<typeof notificationPreferencesUpdateSchema>;

const EMAIL_DELIVERY_LABELS: Record<EmailDelivery, MessageDescriptor> = {
  EACH: msg`One email for each notification`,
  DIGEST: msg`A daily summary at ${EMAIL_DIGEST_HOUR}:00 (critical breakdowns still come at once)`,
};

/** This device's time zone: quiet hours are read in it. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

interface NotificationSettingsFormProps {
  settings: NotificationPreferences;
}

/** Notification Settings: each kind I can be told of, per channel this server delivers, and my quiet hours. */
export function NotificationSettingsForm({ settings }: NotificationSettingsFormProps) {
  const save = useSaveNotificationPreferences();
  const [saved, setSaved] = useState(false);
  const channels = settings.availableChannels;
  const { i18n, t } = useLingui();
  const timeZone = deviceTimeZone();
  const { form, formId, failure, onSubmit } = useWriteForm<FormInput, NotificationPreferencesUpdate>({
    schema: notificationPreferencesUpdateSchema,
    defaultValues: {
      preferences: settings.preferences.map((entry) => ({
        kind: entry.kind,
        channels: Object.fromEntries(channels.map((channel) => [channel, entry.channels[channel]])),
      })),
      quietHours: {
        start: settings.quietHours.start ?? "",
        end: settings.quietHours.end ?? "",
        timeZone: deviceTimeZone(),
        criticalPasses: settings.quietHours.criticalPasses,
      },
      emailDelivery: settings.emailDelivery,
    },
    serverFields: ["quietHours.start", "quietHours.end"],
    failureMessage: t`Notification settings were not saved`,
  });
  const errors = form.formState.errors.quietHours;
  const submit = onSubmit(async (values) => {
    setSaved(false);
    await save.mutateAsync(values);
    form.reset(form.getValues());
    setSaved(true);
  });

  return (
    <FormBody form={form} formId={formId} onSubmit={submit} failure={failure}>
      <Card className="space-y-3">
        <h2 className="text-base font-semibold">
          <Trans>What I am told</Trans>
        </h2>
        {settings.preferences.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>Nothing is sent to your role; your screens still update live.</Trans>
          </p>
        ) : (
          <NotificationKindsTable
            preferences={settings.preferences}
            channels={channels}
            register={form.register}
          />
        )}
      </Card>
      {channels.includes("EMAIL") ? (
        <Card>
          <fieldset className="space-y-2">
            <legend className="text-base font-semibold">
              <Trans>Email</Trans>
            </legend>
            {EMAIL_DELIVERIES.map((delivery) => (
              <label key={delivery} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input
                  type="radio"
                  value={delivery}
                  className="size-5 shrink-0 accent-accent"
                  {...form.register("emailDelivery")}
                />
                <span>{i18n._(EMAIL_DELIVERY_LABELS[delivery])}</span>
              </label>
            ))}
          </fieldset>
        </Card>
      ) : null}
      <Card className="space-y-3">
        <h2 className="text-base font-semibold">
          <Trans>Quiet hours</Trans>
        </h2>
        <p className="text-sm text-ink-muted">
          <Trans>
            Notifications wait until quiet hours end (times in {timeZone}). Your lists and dashboards still
            update live. Leave both empty for none.
          </Trans>
        </p>
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <TextField
            label={t`From`}
            type="time"
            error={errors?.start?.message}
            {...form.register("quietHours.start")}
          />
          <TextField
            label={t`To`}
            type="time"
            error={errors?.end?.message}
            {...form.register("quietHours.end")}
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-accent"
            {...form.register("quietHours.criticalPasses")}
          />
          <span>
            <span className="font-medium">
              <Trans>Critical breakdowns come through during quiet hours</Trans>
            </span>
          </span>
        </label>
      </Card>
      {saved && !form.formState.isDirty ? (
        <Alert tone="success">
          <Trans>Notification settings saved</Trans>
        </Alert>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        <Trans>Save Settings</Trans>
      </Button>
    </FormBody>
  );
}
