// The work orders' figures the Reports page adds up (per-day counters, open orders, repairs per machine).
export {
  countOverdueOpened,
  type DayFigures,
  figuresPerDay,
  type OpenedCell,
  openedByStatusAndPriority,
  topRepairMachines,
} from "./work-order-report-repository.js";
