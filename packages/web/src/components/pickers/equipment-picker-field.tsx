import { useLingui } from "@lingui/react/macro";
import type { Equipment } from "@mnx/domain";
import { Controller, useFormContext } from "react-hook-form";
import { EquipmentPicker } from "./equipment-picker";

interface EquipmentPickerFieldProps {
  /** Picking (or clearing) a machine; without it the field just takes the machine's id. */
  onPick?: (equipment: Equipment | null) => void;
  /** A machine the form was opened for: shown, and the picker locked on it. */
  preset?: Equipment | null;
  /** Which machines may be picked (e.g. only available ones). */
  filter?: (equipment: Equipment) => boolean;
  hint?: string;
}

/**
 * The required 'Equipment' field of a react-hook-form form whose `equipmentId` holds the machine's id: the
 * searchable picker across two columns, with its validation message (assignments, work orders, escalations).
 */
export function EquipmentPickerField({ onPick, preset, filter, hint }: EquipmentPickerFieldProps) {
  const { control } = useFormContext<{ equipmentId: string }>();
  const { t } = useLingui();
  return (
    <Controller
      control={control}
      name="equipmentId"
      render={({ field, fieldState }) => (
        <EquipmentPicker
          label={t`Equipment`}
          required
          className="sm:col-span-2"
          value={typeof field.value === "string" && field.value ? field.value : null}
          onChange={(equipment) => (onPick ? onPick(equipment) : field.onChange(equipment?.id ?? ""))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          {...(filter ? { filter } : {})}
          extra={preset ? [preset] : undefined}
          disabled={Boolean(preset)}
          error={fieldState.error?.message}
          hint={hint}
        />
      )}
    />
  );
}
