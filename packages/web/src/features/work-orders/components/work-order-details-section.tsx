import { useLingui } from "@lingui/react/macro";
import { WORK_ORDER_DESCRIPTION_MAX, WORK_ORDER_TITLE_MAX, type WorkOrderType } from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { workOrderPriorityOptions, workOrderTypeOptions } from "../api/work-order-form-values";

/** The fields this section owns, in both the create and the edit form. */
interface DetailsFields {
  title: string;
  description: string;
  workOrderType: string;
  priority: string;
}

/**
 * Work Order Details, in the Create and the Edit Work Order forms: title, description (with its /2000 counter),
 * type and priority. `currentType` keeps an edited work order's own type on offer (a daily inspection's).
 */
export function WorkOrderDetailsSection({ currentType }: { currentType?: WorkOrderType }) {
  const { t } = useLingui();
  const { register, formState, watch } = useFormContext<DetailsFields>();
  const { errors } = formState;
  const description = watch("description") ?? "";
  return (
    <FormSection title={t`Work Order Details`}>
      <TextField
        label={t`Title`}
        required
        className="sm:col-span-2"
        maxLength={WORK_ORDER_TITLE_MAX}
        placeholder={t`e.g. Replace hydraulic hose on boom`}
        error={errors.title?.message}
        {...register("title")}
      />
      <TextAreaField
        label={t`Description`}
        required
        className="sm:col-span-2"
        rows={4}
        maxLength={WORK_ORDER_DESCRIPTION_MAX}
        length={description.length}
        placeholder={t`What is wrong, what needs doing`}
        error={errors.description?.message}
        {...register("description")}
      />
      <SelectField
        label={t`Work order type`}
        required
        options={workOrderTypeOptions(currentType)}
        error={errors.workOrderType?.message}
        {...register("workOrderType")}
      />
      <SelectField
        label={t`Priority`}
        required
        options={workOrderPriorityOptions()}
        error={errors.priority?.message}
        {...register("priority")}
      />
    </FormSection>
  );
}
