import { METER_STEP } from "@mnx/domain";
import type { ComponentProps } from "react";
import { TextField } from "./text-field";

/**
 * A meter reading (hour meter, mileage): a decimal number from 0 in steps of 0.1 (part 1, 5; part 2, 9), with the
 * phone's number keypad. Spread react-hook-form's register() into it, like a TextField.
 */
export function MeterField(
  props: Omit<ComponentProps<typeof TextField>, "type" | "inputMode" | "min" | "step">,
) {
  return <TextField type="number" inputMode="decimal" min={0} step={METER_STEP} {...props} />;
}
