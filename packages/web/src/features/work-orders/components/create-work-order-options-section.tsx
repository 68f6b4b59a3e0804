import { useLingui } from "@lingui/react/macro";
import type { CreateWorkOrderInput } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { WorkOrderCheckbox } from "./work-order-checkbox";

/** Options: an emergency (badged in the header) and whether the operator must approve the work. */
export function CreateWorkOrderOptionsSection() {
  const { t } = useLingui();
  const { register } = useFormContext<CreateWorkOrderInput>();
  return (
    <FormSection title={t`Options`}>
      <WorkOrderCheckbox
        label={t`Emergency`}
        hint={t`Urgent work: the work order carries an Emergency badge.`}
        {...register("isEmergency")}
      />
      <WorkOrderCheckbox
        label={t`Requires operator approval`}
        hint={t`The machine's operator approves the work.`}
        {...register("requiresOperatorApproval")}
      />
    </FormSection>
  );
}
