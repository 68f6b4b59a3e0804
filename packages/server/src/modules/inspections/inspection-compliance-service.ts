// The daily inspections' compliance per operator (the field supervisor's dashboard).
export { type ComplianceRow, listCompliance } from "./inspection-compliance-repository.js";
