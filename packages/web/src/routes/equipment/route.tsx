export { EquipmentFleetScreen as Component } from "./equipment-fleet-screen";
