// The cost figures the Reports page adds up (per-day costs, the top machines and parts of each period's window,
// the stock's value): docs/decisions/031-labour-and-costs.md.
export {
  advanceCostWindows,
  type CostDayRow,
  type CostMachineRow,
  costsPerDay,
  stockValue,
  type TopPartRow,
  topCostMachines,
  topUsedParts,
} from "./cost-report-repository.js";
