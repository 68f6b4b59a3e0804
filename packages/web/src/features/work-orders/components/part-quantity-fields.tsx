import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type Part, type StockLocation, unitHint, WHOLE_PART_UNITS } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { domainText } from "../../../lib/i18n/i18n";
import type { StockHere } from "../api/part-stock-here";
import { quantityText } from "./work-order-display";

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
export function locationOptionLabel(location: StockLocation): string {
  const name = location.name;
  return location.kind === "TRUCK" ? t`${name} (truck)` : t`${name} (store)`;
}

/** A parts write's location and quantity fields (of a form whose values hold locationId and quantity). */
export function PartQuantityFields({
  locations,
  part,
  stock,
  location,
  locationLabel,
}: PartQuantityFieldsProps) {
  const { register, formState } = useFormContext<{ locationId: string; quantity: number }>();
  const whole = part ? WHOLE_PART_UNITS.includes(part.unit) : true;
  return (
    <>
      <SelectField
        label={locationLabel ?? t`From`}
        required
        options={locations.map((entry) => ({ value: entry.id, label: locationOptionLabel(entry) }))}
        placeholderOption={locations.length === 0 ? t`No stock locations yet` : undefined}
        hint={
          part && stock && location ? <StockHint part={part} stock={stock} location={location} /> : undefined
        }
        error={formState.errors.locationId?.message}
        {...register("locationId")}
      />
      <TextField
        label={t`Quantity`}
        required
        type="number"
        inputMode={whole ? "numeric" : "decimal"}
        min={0}
        step={whole ? 1 : "any"}
        hint={part ? domainText(unitHint(part.unit)) : undefined}
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
  const name = location.name;
  if (!stock.known) return <Trans>Stock at {name} is not known on this device.</Trans>;
  const onHand = quantityText(stock.onHand, part.unit);
  return stock.needsCount ? (
    <Trans>
      On hand at {name}: {onHand} (needs a count)
    </Trans>
  ) : (
    <Trans>
      On hand at {name}: {onHand}
    </Trans>
  );
}
