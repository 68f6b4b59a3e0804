import type { OrganizationSpec } from "./context.js";
import { NORTHWIND_FLEET, SUMMIT_RIDGE_FLEET } from "./fleet-catalog.js";
import { SUMMIT_RIDGE_PARTS } from "./parts-catalog.js";
import { NORTHWIND_PEOPLE, SUMMIT_RIDGE_PEOPLE, SUMMIT_RIDGE_STAFF } from "./people.js";

export const SUMMIT_RIDGE: OrganizationSpec = {
  name: "Summit Ridge Construction",
  slug: "demo",
  currency: "USD",
  labourRates: { MECHANIC: 48, SHOP_FOREMAN: 62, FIELD_SUPERVISOR: 55, INSPECTOR: 50 },
  seed: 20_251_123,
  people: SUMMIT_RIDGE_PEOPLE,
  staff: SUMMIT_RIDGE_STAFF,
  fleet: SUMMIT_RIDGE_FLEET,
  jobSites: [
    "Highway 9 Interchange",
    "Cedar Creek Dam Rehabilitation",
    "Riverside Logistics Park",
    "Pine Hollow Subdivision",
    "Airport Runway 2 Extension",
  ],
  demoOperatorMachines: 4,
  workOrderStatuses: {
    COMPLETED: 68,
    CANCELLED: 12,
    PENDING: 26,
    ASSIGNED: 24,
    IN_PROGRESS: 24,
    WAITING_PARTS: 12,
    WAITING_APPROVAL: 8,
    ON_HOLD: 8,
  },
  escalatedCount: 8,
  inspectionDays: [0, 1, 2],
  parts: SUMMIT_RIDGE_PARTS,
};

export const NORTHWIND: OrganizationSpec = {
  name: "Northwind Paving",
  slug: "northwind",
  currency: "CAD",
  labourRates: { MECHANIC: 52, SHOP_FOREMAN: 66 },
  seed: 7_031_990,
  people: NORTHWIND_PEOPLE,
  fleet: NORTHWIND_FLEET,
  jobSites: ["Route 30 Resurfacing", "Lakeside Mall Parking"],
  demoOperatorMachines: 1,
  workOrderStatuses: {
    COMPLETED: 3,
    PENDING: 1,
    ASSIGNED: 1,
    IN_PROGRESS: 2,
    WAITING_PARTS: 1,
    CANCELLED: 1,
  },
  escalatedCount: 1,
  inspectionDays: [],
};
