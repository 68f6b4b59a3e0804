// The cost figures the Reports page adds up (per-day and per-month costs, the top machines and parts, the
// stock's value): docs/decisions/031-labour-and-costs.md.
export {
  type CostDayRow,
  type CostMachineRow,
  costsPerDay,
  stockValue,
  type TopPartRow,
  topCostMachines,
  topUsedParts,
} from "./cost-report-repository.js";
