import { PART_UNITS, type PartFormInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { UNIT_LABELS } from "../api/part-display";

const UNIT_OPTIONS = PART_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));

/** The part form's fields: what it is, how it is counted and reordered, its codes and what it fits. */
export function PartFields() {
  const { register, formState } = useFormContext<PartFormInput>();
  const { errors } = formState;
  const message = (name: keyof PartFormInput) => errors[name]?.message as string | undefined;
  const number = { type: "number", inputMode: "decimal", min: 0, step: "any" } as const;
  return (
    <>
      <FormSection title="Part">
        <TextField
          label="Part number"
          required
          autoCapitalize="characters"
          spellCheck={false}
          error={message("partNumber")}
          {...register("partNumber")}
        />
        <TextField label="Name" required error={message("name")} {...register("name")} />
        <TextField
          label="Category"
          placeholder="e.g. Filters"
          error={message("category")}
          {...register("category")}
        />
        <SelectField label="Unit" options={UNIT_OPTIONS} error={message("unit")} {...register("unit")} />
        <TextAreaField
          label="Description"
          className="sm:col-span-2"
          rows={2}
          error={message("description")}
          {...register("description")}
        />
      </FormSection>
      <FormSection
        title="Cost and reorder"
        description="A part at or below its minimum at a location is on the 'to order' list."
      >
        <TextField
          label="Unit cost"
          {...number}
          step={0.01}
          error={message("unitCost")}
          {...register("unitCost")}
        />
        <TextField label="Minimum stock" {...number} error={message("minStock")} {...register("minStock")} />
        <TextField
          label="Reorder quantity"
          {...number}
          error={message("reorderQty")}
          {...register("reorderQty")}
        />
      </FormSection>
      <FormSection title="Codes">
        <TextField
          label="Barcode"
          hint="As printed on the box: Scan finds the part by it"
          spellCheck={false}
          autoComplete="off"
          error={message("barcode")}
          {...register("barcode")}
        />
        <TextField
          label="Manufacturer part number"
          spellCheck={false}
          error={message("manufacturerPartNumber")}
          {...register("manufacturerPartNumber")}
        />
        <TextField
          label="Supplier part number"
          spellCheck={false}
          error={message("supplierPartNumber")}
          {...register("supplierPartNumber")}
        />
        <TextAreaField
          label="Fits"
          hint="Equipment models or machines, one per line"
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
