// What other modules may write of meters and readings inside their own transaction (the tx is the first
// parameter): the meters and meter_readings tables' writes live in this module only (docs/decisions/027, 041).
export { type FlowReadingOrigin, recordFlowReadings } from "./flow-readings.js";
export {
  recordTelematicsReading,
  type TelematicsReading,
  type TelematicsVerdict,
} from "./telematics-readings.js";
