// What other modules may write of a machine inside their own transaction (the tx is the first parameter):
// the equipment table's writes live in this module only (docs/decisions/027).
export { lockEquipment } from "./equipment-repository.js";
export {
  recordInspectionDate,
  returnMachineToService,
  setMachineStatus,
} from "./equipment-state-repository.js";
