import { useLingui } from "@lingui/react/macro";
import type { StockLocation } from "@mnx/domain";
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { SelectField } from "../../../components/ui/select-field";
import { locationLabel } from "../api/part-display";

interface LocationSelectProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  locations: readonly StockLocation[];
  hint?: string;
}

/** A stock location, chosen from the organization's stores and trucks. */
export function LocationSelect<T extends FieldValues>({
  name,
  label,
  locations,
  hint,
}: LocationSelectProps<T>) {
  const { register, formState } = useFormContext<T>();
  const { t } = useLingui();
  return (
    <SelectField
      label={label}
      required
      hint={hint}
      placeholderOption={t`Choose a location`}
      options={locations.map((location) => ({ value: location.id, label: locationLabel(location) }))}
      error={formState.errors[name]?.message as string | undefined}
      {...register(name)}
    />
  );
}
