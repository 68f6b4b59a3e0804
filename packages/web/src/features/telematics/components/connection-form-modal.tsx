import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  TELEMATICS_INTERVAL_DEFAULT,
  TELEMATICS_MESSAGES,
  type TelematicsConnection,
  telematicsConnectionCreateSchema,
} from "@mnx/domain";
import { useState } from "react";
import { z } from "zod";
import { FormModal } from "../../../components/ui/form-modal";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import { useWriteForm } from "../../../lib/use-write-form";
import { useCreateConnection, useUpdateConnection } from "../api/telematics-queries";

const fields = telematicsConnectionCreateSchema.shape;

/** The meters a feed can give, with the AEMP field each is read from (its name stays as the standard spells it). */
const METERS: readonly (readonly [TelematicsConnection["meters"][number], MessageDescriptor])[] = [
  ["ENGINE_HOURS", msg`Engine hours (CumulativeOperatingHours)`],
  ["IDLE_HOURS", msg`Idle hours (CumulativeIdleHours)`],
  ["ODOMETER", msg`Odometer in miles (Distance)`],
  ["FUEL_USED", msg`Fuel used in litres (FuelUsed)`],
];
/** An address, the same in every language. */
const EXAMPLE_ADDRESS = "https://api.example.com/aemp/Fleet/1";

/** The form's fields; when editing, blank credentials keep the ones held (they are never shown). */
const formSchema = (editing: boolean) =>
  z
    .object({
      name: fields.name,
      baseUrl: fields.baseUrl,
      authKind: fields.authKind,
      tokenUrl: z.string().trim(),
      username: z.string(),
      password: z.string(),
      pollIntervalMinutes: fields.pollIntervalMinutes,
      meters: fields.meters,
    })
    .superRefine((value, context) => {
      if (value.authKind === "OAUTH2" && value.tokenUrl === "") {
        context.addIssue({ code: "custom", path: ["tokenUrl"], message: TELEMATICS_MESSAGES.tokenUrl });
      }
      if (editing && value.username === "" && value.password === "") return;
      if (value.username === "") {
        context.addIssue({ code: "custom", path: ["username"], message: TELEMATICS_MESSAGES.username });
      }
      if (value.password === "") {
        context.addIssue({ code: "custom", path: ["password"], message: TELEMATICS_MESSAGES.password });
      }
    });
type FormInput = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

interface ConnectionFormModalProps {
  /** The connection to edit; null adds one. */
  connection: TelematicsConnection | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add a telematics connection or change it (docs/decisions/044). */
export function ConnectionFormModal({ connection, onClose, onSaved }: ConnectionFormModalProps) {
  const editing = connection !== null;
  const { i18n, t } = useLingui();
  const [initial] = useState<FormInput>(() => ({
    name: connection?.name ?? "",
    baseUrl: connection?.baseUrl ?? "",
    authKind: connection?.authKind ?? "BASIC",
    tokenUrl: connection?.tokenUrl ?? "",
    username: "",
    password: "",
    pollIntervalMinutes: connection?.pollIntervalMinutes ?? TELEMATICS_INTERVAL_DEFAULT,
    meters: connection?.meters ?? ["ENGINE_HOURS"],
  }));
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<FormInput, FormOutput>({
    schema: formSchema(editing),
    defaultValues: initial,
    serverFields: [
      "name",
      "baseUrl",
      "authKind",
      "tokenUrl",
      "username",
      "password",
      "pollIntervalMinutes",
      "meters",
    ],
    failureMessage: t`The connection was not saved. Please try again.`,
  });
  const create = useCreateConnection(idempotencyKey);
  const update = useUpdateConnection();
  const { errors } = form.formState;
  const oauth = form.watch("authKind") === "OAUTH2";
  const submit = onSubmit(async ({ username, password, tokenUrl, ...values }) => {
    const credentials = username !== "" || password !== "" ? { username, password } : {};
    const token = values.authKind === "OAUTH2" ? { tokenUrl } : { tokenUrl: null };
    if (connection) {
      const answer = await update.mutateAsync({
        id: connection.id,
        changes: { ...values, ...token, ...credentials },
      });
      onSaved(answer.message);
    } else {
      const answer = await create.mutateAsync({ ...values, ...token, username, password, enabled: true });
      onSaved(answer.message);
    }
  });
  return (
    <FormModal
      title={editing ? t`Edit Connection` : t`Add Connection`}
      description={t`A provider's ISO 15143-3 (AEMP 2.0) fleet snapshot: hours arrive as meter readings.`}
      onClose={onClose}
      write={editing ? update : create}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`The connection was not saved`}
      submitLabel={editing ? t`Save Connection` : t`Add Connection`}
      pendingLabel={t`Saving...`}
      bodyClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t`Name`} required error={errors.name?.message} {...form.register("name")} />
      <TextField
        label={t`Interval (minutes)`}
        type="number"
        inputMode="numeric"
        required
        error={errors.pollIntervalMinutes?.message}
        {...form.register("pollIntervalMinutes")}
      />
      <TextField
        label={t`Snapshot address`}
        type="url"
        inputMode="url"
        required
        className="sm:col-span-2"
        placeholder={EXAMPLE_ADDRESS}
        hint={t`The fleet snapshot's first page. Addresses on this server's own network are refused`}
        error={errors.baseUrl?.message}
        {...form.register("baseUrl")}
      />
      <SelectField
        label={t`Sign-in`}
        options={[
          { value: "BASIC", label: "HTTP Basic" },
          { value: "OAUTH2", label: t`OAuth 2 client credentials` },
        ]}
        error={errors.authKind?.message}
        {...form.register("authKind")}
      />
      {oauth ? (
        <TextField
          label={t`Token address`}
          type="url"
          inputMode="url"
          required
          error={errors.tokenUrl?.message}
          {...form.register("tokenUrl")}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <TextField
        label={oauth ? t`Client id` : t`User name`}
        autoComplete="off"
        required={!editing}
        hint={editing ? t`Leave blank to keep the one held` : undefined}
        error={errors.username?.message}
        {...form.register("username")}
      />
      <TextField
        label={oauth ? t`Client secret` : t`Password`}
        type="password"
        autoComplete="new-password"
        required={!editing}
        hint={t`Kept encrypted; never shown again`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="text-sm font-semibold">
          <Trans>Meters to take</Trans>
        </legend>
        {METERS.map(([value, label]) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input
              type="checkbox"
              value={value}
              className="size-5 shrink-0 accent-accent"
              {...form.register("meters")}
            />
            <span>{i18n._(label)}</span>
          </label>
        ))}
        {errors.meters?.message ? (
          <p className="text-sm text-danger-ink" role="alert">
            {domainText(errors.meters.message)}
          </p>
        ) : null}
      </fieldset>
    </FormModal>
  );
}
