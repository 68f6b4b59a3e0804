import { useLingui } from "@lingui/react/macro";
import { type EscalationInput, severityAfterRules } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { TextField } from "../../../components/ui/text-field";
import { WorkOrderCheckbox } from "./work-order-checkbox";

/** Where the operator is, the machine's condition and how to reach them. The flags raise the severity. */
export function EscalateIssueConditions() {
  const { t } = useLingui();
  const { register, formState, getValues, setValue } = useFormContext<EscalationInput>();
  const { errors } = formState;
  const applyRules = () => {
    const [severity = "MEDIUM", safetyConcern, equipmentInoperable] = getValues([
      "severity",
      "safetyConcern",
      "equipmentInoperable",
    ]);
    setValue("severity", severityAfterRules({ severity, safetyConcern, equipmentInoperable }), {
      shouldDirty: true,
    });
  };
  return (
    <FormSection title={t`Conditions & Contact`}>
      <div className="space-y-2 sm:col-span-2">
        <WorkOrderCheckbox
          label={t`Equipment is inoperable`}
          hint={t`It cannot be run. Raises a Low severity to High, and the machine is marked Down For Repair.`}
          {...register("equipmentInoperable", { onChange: applyRules })}
        />
        <WorkOrderCheckbox
          label={t`Safety concern`}
          hint={t`Someone could get hurt. The severity becomes Critical.`}
          {...register("safetyConcern", { onChange: applyRules })}
        />
        <WorkOrderCheckbox
          label={t`Immediate attention required`}
          {...register("immediateAttentionRequired")}
        />
      </div>
      <TextField
        label={t`Operator location`}
        hint={t`Optional: where the machine and you are now.`}
        error={errors.operatorLocation?.message}
        {...register("operatorLocation")}
      />
      <TextField
        label={t`Contact info`}
        hint={t`Optional: how the shop can reach you.`}
        error={errors.operatorContactInfo?.message}
        {...register("operatorContactInfo")}
      />
    </FormSection>
  );
}
