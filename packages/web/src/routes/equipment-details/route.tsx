export { EquipmentDetailsScreen as Component } from "./equipment-details-screen";
