import { t } from "@lingui/core/macro";
import { type AddEquipmentFormInput, can, NOTES_MAX, OPERATOR_PICKER_ROLES } from "@mnx/domain";
import type { ReactNode } from "react";
import { Controller, type UseFormReturn, useFormContext } from "react-hook-form";
import { UserPicker } from "../../../components/pickers/user-picker";
import { MeterField } from "../../../components/ui/meter-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { useAuth } from "../../../lib/auth/use-auth";
import {
  categoryOptions,
  newEquipmentStatusOptions,
  statusOptions,
  typeOptions,
} from "./equipment-select-options";

/** A field of the Add or Edit Equipment form (Edit's fields are a part of Add's). */
export type EquipmentFieldName = keyof AddEquipmentFormInput;
/** Which form a field is drawn in: the only difference is the statuses Add offers (part 2, 3). */
export type EquipmentFormKind = "add" | "edit";

type Form = UseFormReturn<AddEquipmentFormInput>;

/**
 * Each field's label, control and validation message, written once for both forms. Each is drawn when the
 * form renders, so `t` reads the language shown.
 */
const FIELDS: Record<EquipmentFieldName, (form: Form, kind: EquipmentFormKind) => ReactNode> = {
  equipmentNumber: (form) => (
    <TextField
      label={t`Equipment number`}
      required
      placeholder={t`e.g. EX-205`}
      autoCapitalize="characters"
      {...bound(form, "equipmentNumber")}
    />
  ),
  name: (form) => <TextField label={t`Equipment name`} required {...bound(form, "name")} />,
  equipmentType: (form) => (
    <SelectField label={t`Equipment type`} options={typeOptions()} {...bound(form, "equipmentType")} />
  ),
  category: (form) => (
    <SelectField label={t`Category`} options={categoryOptions()} {...bound(form, "category")} />
  ),
  make: (form) => (
    <TextField label={t`Manufacturer`} required placeholder={t`e.g. Caterpillar`} {...bound(form, "make")} />
  ),
  model: (form) => <TextField label={t`Model`} {...bound(form, "model")} />,
  year: (form) => <TextField label={t`Year`} type="number" inputMode="numeric" {...bound(form, "year")} />,
  serialNumber: (form) => <TextField label={t`Serial number`} {...bound(form, "serialNumber")} />,
  hourMeter: (form) => <MeterField label={t`Hour meter`} {...bound(form, "hourMeter")} />,
  mileage: (form) => <MeterField label={t`Mileage`} {...bound(form, "mileage")} />,
  status: (form, kind) => (
    <SelectField
      label={t`Status`}
      options={kind === "add" ? newEquipmentStatusOptions() : statusOptions()}
      {...bound(form, "status")}
    />
  ),
  currentJobSite: (form) => <TextField label={t`Job site`} {...bound(form, "currentJobSite")} />,
  locationYard: (form) => <TextField label={t`Yard location`} {...bound(form, "locationYard")} />,
  locationBuilding: (form) => <TextField label={t`Building`} {...bound(form, "locationBuilding")} />,
  locationFloor: (form) => <TextField label={t`Floor or bay`} {...bound(form, "locationFloor")} />,
  locationRoom: (form) => <TextField label={t`Room`} {...bound(form, "locationRoom")} />,
  assignedOperatorId: () => <OperatorField />,
  purchaseDate: (form) => <TextField label={t`Purchase date`} type="date" {...bound(form, "purchaseDate")} />,
  warrantyExpiry: (form) => (
    <TextField label={t`Warranty expiry`} type="date" {...bound(form, "warrantyExpiry")} />
  ),
  qrCode: (form) => (
    <TextField
      label={t`QR code`}
      className="sm:col-span-2"
      hint={t`Leave empty to generate one (MNX-number-code).`}
      {...bound(form, "qrCode")}
    />
  ),
  notes: () => <NotesField />,
};

/** A registered input with its validation message. */
function bound(form: Form, name: EquipmentFieldName) {
  return { error: form.formState.errors[name]?.message, ...form.register(name) };
}

function NotesField() {
  const form = useFormContext<AddEquipmentFormInput>();
  const notes = form.watch("notes") ?? "";
  return (
    <TextAreaField
      label={t`Notes`}
      className="sm:col-span-2"
      maxLength={NOTES_MAX}
      length={notes.length}
      {...bound(form, "notes")}
    />
  );
}

/** Those who may create assignments may start one here (part 2, 2.2). */
function OperatorField() {
  const { control } = useFormContext<AddEquipmentFormInput>();
  const { user } = useAuth();
  if (!can(user?.role, "assignments.create")) return null;
  return (
    <Controller
      control={control}
      name="assignedOperatorId"
      render={({ field, fieldState }) => (
        <UserPicker
          label={t`Assigned operator`}
          roles={OPERATOR_PICKER_ROLES}
          value={typeof field.value === "string" ? field.value : null}
          onChange={(operator) => field.onChange(operator?.id ?? "")}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          hint={t`Optional. Picking an operator starts their assignment on the job site above.`}
        />
      )}
    />
  );
}

/** One field of the machine form the surrounding form (react-hook-form's context) holds. */
export function EquipmentField({ name, kind }: { name: EquipmentFieldName; kind: EquipmentFormKind }) {
  return FIELDS[name](useFormContext<AddEquipmentFormInput>(), kind);
}
