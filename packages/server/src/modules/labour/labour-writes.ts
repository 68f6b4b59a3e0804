// What other modules may write of labour inside their own transaction (the tx is the first parameter): the
// labour tables' writes live in this module only (docs/decisions/027). Completing a work order (work-orders)
// turns its clock into a labour line here (docs/decisions/031-labour-and-costs.md).
export { insertClockLine as recordClockLabour } from "./labour-repository.js";
