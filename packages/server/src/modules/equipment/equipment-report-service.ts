// The fleet's figures that other modules' pages add up (Reports, the field supervisor's dashboard).
export {
  type FleetStatusRow,
  fleetByStatus,
  fleetEngineHours,
  machineEngineHours,
} from "./equipment-report-repository.js";
export { countAssignedEquipment } from "./equipment-stats-repository.js";
export { countOperators, listOperatorBoard } from "./operator-board-repository.js";
