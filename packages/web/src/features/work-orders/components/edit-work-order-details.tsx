import {
  CREATABLE_WORK_ORDER_TYPES,
  type EditWorkOrderFormInput,
  enumLabel,
  WORK_ORDER_DESCRIPTION_MAX,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_TITLE_MAX,
  type WorkOrderType,
} from "@mnx/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../components/ui/form-section";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextAreaField } from "../../../components/ui/textarea-field";

const toOption = (value: string) => ({ value, label: enumLabel(value) });
const PRIORITY_OPTIONS = WORK_ORDER_PRIORITIES.map(toOption);

/** The types a person picks, plus the work order's own when it is not one of them (a daily inspection). */
function typeOptions(current: WorkOrderType) {
  const types: readonly WorkOrderType[] = CREATABLE_WORK_ORDER_TYPES;
  return (types.includes(current) ? types : [...types, current]).map(toOption);
}

/** Work Order Details: title, description (with its /2000 counter), type and priority. */
export function EditWorkOrderDetails({ currentType }: { currentType: WorkOrderType }) {
  const { register, formState, watch } = useFormContext<EditWorkOrderFormInput>();
  const { errors } = formState;
  const description = watch("description") ?? "";
  return (
    <FormSection title="Work Order Details">
      <TextField
        label="Title"
        required
        className="sm:col-span-2"
        maxLength={WORK_ORDER_TITLE_MAX}
        error={errors.title?.message}
        {...register("title")}
      />
      <TextAreaField
        label="Description"
        required
        className="sm:col-span-2"
        rows={4}
        maxLength={WORK_ORDER_DESCRIPTION_MAX}
        length={description.length}
        error={errors.description?.message}
        {...register("description")}
      />
      <SelectField
        label="Work order type"
        required
        options={typeOptions(currentType)}
        error={errors.workOrderType?.message}
        {...register("workOrderType")}
      />
      <SelectField
        label="Priority"
        required
        options={PRIORITY_OPTIONS}
        error={errors.priority?.message}
        {...register("priority")}
      />
    </FormSection>
  );
}
