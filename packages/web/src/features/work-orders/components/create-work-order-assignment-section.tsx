import { useLingui } from "@lingui/react/macro";
import {
  ASSIGNEE_PICKER_ROLES,
  type CreateWorkOrderInput,
  MECHANIC_PICKER_ROLES,
  OPERATOR_PICKER_ROLES,
  WORK_ORDER_JOB_SITE_MAX,
} from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { TextField } from "../../../components/ui/text-field";
import { CreateWorkOrderPersonField } from "./create-work-order-person-field";

/** Assignment & Location: job site and operator come from the machine; mechanic and assignee are optional. */
export function CreateWorkOrderAssignmentSection() {
  const { t } = useLingui();
  const { register, formState } = useFormContext<CreateWorkOrderInput>();
  return (
    <FormSection title={t`Assignment & Location`}>
      <TextField
        label={t`Job site`}
        className="sm:col-span-2"
        maxLength={WORK_ORDER_JOB_SITE_MAX}
        hint={t`Filled in from the machine's current job site.`}
        error={formState.errors.jobSite?.message}
        {...register("jobSite")}
      />
      <CreateWorkOrderPersonField
        name="equipmentOperatorId"
        label={t`Equipment operator`}
        roles={OPERATOR_PICKER_ROLES}
        hint={t`Filled in from the machine's assigned operator.`}
      />
      <CreateWorkOrderPersonField name="mechanicId" label={t`Mechanic`} roles={MECHANIC_PICKER_ROLES} />
      <CreateWorkOrderPersonField
        name="assignedToId"
        label={t`Assign to`}
        roles={ASSIGNEE_PICKER_ROLES}
        hint={t`Naming a mechanic or an assignee makes the work order Assigned.`}
      />
    </FormSection>
  );
}
