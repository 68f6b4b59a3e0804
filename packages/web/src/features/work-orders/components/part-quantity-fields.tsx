import { type Part, quantityLabel, type StockLocation, unitHint, WHOLE_PART_UNITS } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import type { StockHere } from "../api/part-stock-here";

interface PartQuantityFieldsProps {
  locations: readonly StockLocation[];
  /** The part picked (its unit, and the stock hint). */
  part: Pick<Part, "unit"> | null;
  /** The stock at the chosen location as this device knows it; none for a return. */
  stock?: StockHere;
  location: StockLocation | undefined;
  /** The location's label: 'From' for a use, 'Return to' for a return. */
  locationLabel?: string;
}

/** 'Truck 3 (truck)', 'Main store (store)'. */
export const locationOptionLabel = (location: StockLocation) =>
  `${location.name} (${location.kind === "TRUCK" ? "truck" : "store"})`;

/** A parts write's location and quantity fields (of a form whose values hold locationId and quantity). */
export function PartQuantityFields({
  locations,
  part,
  stock,
  location,
  locationLabel = "From",
}: PartQuantityFieldsProps) {
  const { register, formState } = useFormContext<{ locationId: string; quantity: number }>();
  const whole = part ? WHOLE_PART_UNITS.includes(part.unit) : true;
  return (
    <>
      <SelectField
        label={locationLabel}
        required
        options={locations.map((entry) => ({ value: entry.id, label: locationOptionLabel(entry) }))}
        placeholderOption={locations.length === 0 ? "No stock locations yet" : undefined}
        hint={
          part && stock && location ? <StockHint part={part} stock={stock} location={location} /> : undefined
        }
        error={formState.errors.locationId?.message}
        {...register("locationId")}
      />
      <TextField
        label="Quantity"
        required
        type="number"
        inputMode={whole ? "numeric" : "decimal"}
        min={0}
        step={whole ? 1 : "any"}
        hint={part ? unitHint(part.unit) : undefined}
        error={formState.errors.quantity?.message}
        {...register("quantity")}
      />
    </>
  );
}

function StockHint({
  part,
  stock,
  location,
}: {
  part: Pick<Part, "unit">;
  stock: StockHere;
  location: StockLocation;
}) {
  if (!stock.known) return <>Stock at {location.name} is not known on this device.</>;
  return (
    <>
      On hand at {location.name}: {quantityLabel(stock.onHand, part.unit)}
      {stock.needsCount ? " (needs a count)" : ""}
    </>
  );
}
