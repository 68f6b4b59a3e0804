import { EQUIPMENT_CATEGORIES, EQUIPMENT_STATUSES, EQUIPMENT_TYPES, enumLabel } from "@mnx/domain";

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: enumLabel(value) }));

export const TYPE_OPTIONS = toOptions(EQUIPMENT_TYPES);
export const CATEGORY_OPTIONS = toOptions(EQUIPMENT_CATEGORIES);
/** Every status, the edit form's MAINTENANCE, WARNING and CRITICAL included (part 2, 3). */
export const STATUS_OPTIONS = toOptions(EQUIPMENT_STATUSES);
/** The add form offers the six statuses of a machine's life (part 2, 3). */
export const NEW_EQUIPMENT_STATUS_OPTIONS = toOptions(EQUIPMENT_STATUSES.slice(0, 6));
