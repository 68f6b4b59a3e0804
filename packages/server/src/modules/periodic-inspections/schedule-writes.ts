// What another part of the server may write in periodic_inspection_schedules inside its own transaction (the demo
// seed's schedules; docs/decisions/027, 046).
export { insertSchedule, type ScheduleToInsert } from "./schedule-repository.js";
