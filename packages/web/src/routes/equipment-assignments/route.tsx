export { EquipmentAssignmentsScreen as Component } from "./equipment-assignments-screen";
