import { useLingui } from "@lingui/react/macro";
import { PART_UNITS, type PartFormInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { UNIT_LABELS } from "../api/part-display";

/** The part form's fields: what it is, how it is counted and reordered, its codes and what it fits. */
export function PartFields() {
  const { register, formState } = useFormContext<PartFormInput>();
  const { t, i18n } = useLingui();
  const unitOptions = PART_UNITS.map((unit) => ({ value: unit, label: i18n._(UNIT_LABELS[unit]) }));
  const { errors } = formState;
  const message = (name: keyof PartFormInput) => errors[name]?.message as string | undefined;
  const number = { type: "number", inputMode: "decimal", min: 0, step: "any" } as const;
  return (
    <>
      <FormSection title={t`Part`}>
        <TextField
          label={t`Part number`}
          required
          autoCapitalize="characters"
          spellCheck={false}
          error={message("partNumber")}
          {...register("partNumber")}
        />
        <TextField label={t`Name`} required error={message("name")} {...register("name")} />
        <TextField
          label={t`Category`}
          placeholder={t`e.g. Filters`}
          error={message("category")}
          {...register("category")}
        />
        <SelectField label={t`Unit`} options={unitOptions} error={message("unit")} {...register("unit")} />
        <TextAreaField
          label={t`Description`}
          className="sm:col-span-2"
          rows={2}
          error={message("description")}
          {...register("description")}
        />
      </FormSection>
      <FormSection
        title={t`Cost and reorder`}
        description={t`A part at or below its minimum at a location is on the 'to order' list.`}
      >
        <TextField
          label={t`Unit cost`}
          {...number}
          step={0.01}
          error={message("unitCost")}
          {...register("unitCost")}
        />
        <TextField
          label={t`Minimum stock`}
          {...number}
          error={message("minStock")}
          {...register("minStock")}
        />
        <TextField
          label={t`Reorder quantity`}
          {...number}
          error={message("reorderQty")}
          {...register("reorderQty")}
        />
      </FormSection>
      <FormSection title={t`Codes`}>
        <TextField
          label={t`Barcode`}
          hint={t`As printed on the box: Scan finds the part by it`}
          spellCheck={false}
          autoComplete="off"
          error={message("barcode")}
          {...register("barcode")}
        />
        <TextField
          label={t`Manufacturer part number`}
          spellCheck={false}
          error={message("manufacturerPartNumber")}
          {...register("manufacturerPartNumber")}
        />
        <TextField
          label={t`Supplier part number`}
          spellCheck={false}
          error={message("supplierPartNumber")}
          {...register("supplierPartNumber")}
        />
        <TextAreaField
          label={t`Fits`}
          hint={t`Equipment models or machines, one per line`}
          className="sm:col-span-2"
          rows={3}
          error={message("fits") ?? firstItemError(errors.fits)}
          {...register("fits")}
        />
      </FormSection>
    </>
  );
}

/** One line's own error ('fits.3'), for the one text area that holds them all. */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return error.find((entry) => entry?.message)?.message;
}
