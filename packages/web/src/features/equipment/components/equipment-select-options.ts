import { EQUIPMENT_CATEGORIES, EQUIPMENT_STATUSES, EQUIPMENT_TYPES, enumLabel } from "@mnx/domain";
import { domainText } from "../../../lib/i18n/i18n";

/** Options in the language shown: each is made when drawn, not when the module loads. */
const toOptions = (values: readonly string[]) => () =>
  values.map((value) => ({ value, label: domainText(enumLabel(value)) }));

export const typeOptions = toOptions(EQUIPMENT_TYPES);
export const categoryOptions = toOptions(EQUIPMENT_CATEGORIES);
/** Every status, the edit form's MAINTENANCE, WARNING and CRITICAL included (part 2, 3). */
export const statusOptions = toOptions(EQUIPMENT_STATUSES);
/** The add form offers the six statuses of a machine's life (part 2, 3). */
export const newEquipmentStatusOptions = toOptions(EQUIPMENT_STATUSES.slice(0, 6));
