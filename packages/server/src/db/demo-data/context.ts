import type { Role } from "@mnx/domain";
import type { Row } from "../bulk-insert.js";
import type { MachineSpec } from "./fleet-catalog.js";
import type { PartsSpec } from "./parts-catalog.js";
import type { PersonSpec } from "./people.js";
import type { Random } from "./random.js";

export interface OrganizationSpec {
  name: string;
  slug: string;
  /** PRNG seed: the same organization always gets the same data. */
  seed: number;
  people: readonly PersonSpec[];
  /** People no other builder draws on (demo-data/team.ts). */
  staff?: readonly PersonSpec[];
  fleet: readonly MachineSpec[];
  jobSites: readonly string[];
  /** Active assignments the organization's demo operator (the OPERATOR account) gets. */
  demoOperatorMachines: number;
  workOrderStatuses: Readonly<Record<string, number>>;
  escalatedCount: number;
  /** Days back that get daily inspections (0 = today). */
  inspectionDays: readonly number[];
  /** What its amounts are in (ISO 4217), and its hourly rates per role (docs/decisions/031). */
  currency: string;
  labourRates: Readonly<Partial<Record<Role, number>>>;
  /** Its parts catalogue, stores, trucks and stock history (demo-data/parts.ts), if any. */
  parts?: PartsSpec;
}

export interface SeededPerson extends PersonSpec {
  id: string;
}

export interface SeededMachine {
  id: string;
  spec: MachineSpec;
  number: string;
  name: string;
  hourMeter: number;
  mileage: number;
  jobSite: string;
  /** The operator of its ACTIVE assignment, if any. */
  operatorId: string | null;
}

/** What the builders share while one organization's rows are put together. */
export interface SeedContext {
  organizationId: string;
  now: Date;
  random: Random;
  people: SeededPerson[];
  machines: SeededMachine[];
  rows: {
    users: Row[];
    userHistory: Row[];
    equipment: Row[];
    assignments: Row[];
    workOrders: Row[];
    history: Row[];
    maintenancePlans: Row[];
    defects: Row[];
  };
}

export function peopleWithRole(ctx: SeedContext, role: Role, activeOnly = true): SeededPerson[] {
  return ctx.people.filter((p) => p.role === role && (!activeOnly || (p.status ?? "ACTIVE") === "ACTIVE"));
}

/** The organization's one-per-role account (the first person with that role). */
export function accountFor(ctx: SeedContext, role: Role): SeededPerson {
  const found = ctx.people.find((p) => p.role === role);
  if (!found) throw new Error(`The demo organization has no ${role}`);
  return found;
}

/** How fast the demo's machines run: engine hours and miles per hour of the calendar (about 7 h a day). */
const DEMO_HOURS_PER_HOUR = 0.3;
const DEMO_MILES_PER_HOUR = 4;

/**
 * The machine's meters as they read at `at` (its meters now, less what it ran since), with `jitter` tenths taken
 * off (a reading typed a little late), so the demo's readings move forward with time (docs/decisions/041).
 */
export function metersAt(ctx: SeedContext, machine: SeededMachine, at: Date, jitter = 0) {
  const hours = Math.max(0, ctx.now.getTime() - at.getTime()) / 3_600_000;
  const round = (value: number) => Math.round(Math.max(0, value) * 10) / 10;
  return {
    hourMeter: round(machine.hourMeter - hours * DEMO_HOURS_PER_HOUR - jitter / 10),
    mileage: round(machine.mileage - hours * DEMO_MILES_PER_HOUR - jitter / 10),
  };
}
