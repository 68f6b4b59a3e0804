import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  STOCK_LOCATION_KINDS,
  type StockLocation,
  type StockLocationForm,
  stockLocationFormSchema,
} from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { userOptionsQuery } from "../../../components/pickers/picker-queries";
import { FormModal } from "../../../components/ui/form-modal";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { useWriteForm } from "../../../lib/use-write-form";
import { useSaveLocation } from "../api/use-part-writes";
import { NeedsConnectionNotice } from "./needs-connection-notice";

type LocationValues = z.input<typeof stockLocationFormSchema>;

const KIND_LABELS = { STORE: msg`Store (shop or site)`, TRUCK: msg`Service truck` } as const;
const KEEPER_ROLES = ["MECHANIC", "SHOP_FOREMAN"] as const;

interface LocationFormModalProps {
  /** The location to edit; null adds one. */
  location: StockLocation | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add or edit a store or a service truck (managers); a truck's keeper may move stock to and from it. */
export function LocationFormModal({ location, onClose, onSaved }: LocationFormModalProps) {
  const [initial] = useState<LocationValues>(() => ({
    name: location?.name ?? "",
    kind: location?.kind ?? "STORE",
    keeperId: location?.keeper?.id ?? "",
  }));
  const { t, i18n } = useLingui();
  const { form, formId, idempotencyKey, failure, onSubmit } = useWriteForm<LocationValues, StockLocationForm>(
    {
      schema: stockLocationFormSchema,
      defaultValues: initial,
      serverFields: ["name", "kind", "keeperId"],
      failureMessage: t`The location was not saved. Please try again.`,
    },
  );
  const save = useSaveLocation(location?.id ?? null, idempotencyKey);
  const online = useOnlineStatus();
  const people = useQuery(userOptionsQuery(KEEPER_ROLES));
  const keeperOptions = (people.data ?? []).map((person) => ({
    value: person.id,
    label: `${person.firstName} ${person.lastName}`,
  }));
  if (location?.keeper && !keeperOptions.some((option) => option.value === location.keeper?.id)) {
    keeperOptions.push({
      value: location.keeper.id,
      label: `${location.keeper.firstName} ${location.keeper.lastName}`,
    });
  }
  const { errors } = form.formState;
  const truck = form.watch("kind") === "TRUCK";
  const submit = onSubmit(async (values) => {
    // A store has no keeper.
    onSaved(
      (await save.mutateAsync(values.kind === "TRUCK" ? values : { ...values, keeperId: undefined })).message,
    );
  });
  return (
    <FormModal
      title={location ? t`Edit Location` : t`Add Location`}
      description={location ? location.name : t`A store in the shop or on a site, or a service truck.`}
      size="sm"
      onClose={onClose}
      write={save}
      form={form}
      formId={formId}
      onSubmit={submit}
      failure={failure}
      failureTitle={t`The location was not saved`}
      submitLabel={location ? t`Save Location` : t`Add Location`}
      pendingLabel={t`Saving...`}
      submitDisabled={!online}
      bodyClassName="space-y-4"
    >
      {online ? null : <NeedsConnectionNotice what={t`Saving a location`} />}
      <TextField label={t`Name`} required error={errors.name?.message} {...form.register("name")} />
      <SelectField
        label={t`Kind`}
        options={STOCK_LOCATION_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }))}
        error={errors.kind?.message}
        {...form.register("kind")}
      />
      {truck ? (
        <SelectField
          label={t`Kept by`}
          hint={t`They may load the truck from a store and give parts back`}
          placeholderOption={t`Nobody yet`}
          options={keeperOptions}
          error={errors.keeperId?.message}
          {...form.register("keeperId")}
        />
      ) : null}
    </FormModal>
  );
}
