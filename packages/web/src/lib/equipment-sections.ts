import { t } from "@lingui/core/macro";

/** The tabs between the equipment pages (part 2, 2.1), for roles with equipment.assignmentsTab. */
export const equipmentSectionTabs = (): { label: string; to: string }[] => [
  { label: t`Equipment Inventory`, to: "/equipment" },
  { label: t`Equipment Assignments`, to: "/equipment/assignments" },
];
