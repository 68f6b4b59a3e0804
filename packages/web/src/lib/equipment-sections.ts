/** The tabs between the equipment pages (part 2, 2.1), for roles with equipment.assignmentsTab. */
export const EQUIPMENT_SECTION_TABS = [
  { label: "Equipment Inventory", to: "/equipment" },
  { label: "Equipment Assignments", to: "/equipment/assignments" },
] as const;
