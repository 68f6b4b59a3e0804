import { describe, expect, it } from "vitest";
import { ID_1, ID_2, ID_3, issuesOf, parsed } from "../../test/issues.js";
import { equipmentDeleteResultSchema, equipmentDetailSchema } from "./equipment-detail.js";

const at = "2025-03-01T08:00:00.000Z";
const operator = { id: ID_2, firstName: "Jake", lastName: "Thornton" };
const machine = {
  id: ID_1,
  equipmentNumber: "EX-101",
  name: "Caterpillar 320 Excavator",
  equipmentType: "EXCAVATOR",
  category: "EARTHMOVING",
  status: "OPERATIONAL",
  make: "Caterpillar",
  model: "320",
  manufacturer: null,
  year: 2020,
  serialNumber: null,
  hourMeter: 1250.5,
  mileage: 0,
  currentJobSite: "North pit",
  assignedOperatorId: ID_2,
  assignedOperator: operator,
  assignedSince: at,
  locationYard: null,
  locationBuilding: null,
  locationFloor: null,
  locationRoom: null,
  location: { building: null, floor: null, room: null },
  purchaseDate: "2020-05-01",
  warrantyExpiry: null,
  qrCode: "MNX-EX-101-1a2b3c",
  lastInspectionDate: null,
  nextInspectionDue: null,
  nextMaintenanceDue: null,
  notes: null,
  createdAt: at,
  updatedAt: at,
  stats: { workOrders: 3, maintenanceRecords: 1 },
  unsafeToOperate: true,
  unsafeReason: "Open critical defect: Steering",
};
const assignment = {
  id: ID_3,
  equipmentId: ID_1,
  equipment: {
    id: ID_1,
    equipmentNumber: "EX-101",
    name: machine.name,
    equipmentType: "EXCAVATOR",
    status: "OPERATIONAL",
    unsafeToOperate: false,
    unsafeReason: null,
  },
  operatorId: ID_2,
  operator,
  jobSite: "North pit",
  startDate: at,
  endDate: null,
  notes: null,
  hourMeterReading: null,
  mileageReading: null,
  status: "ACTIVE",
  createdAt: at,
};
const workOrder = {
  id: ID_3,
  title: "Replace hydraulic hose",
  status: "COMPLETED",
  priority: "HIGH",
  workOrderType: "REPAIR",
  isEmergency: false,
  dueDate: null,
  actualEnd: at,
  createdAt: at,
};

describe("equipmentDetailSchema", () => {
  it("is the machine plus its active assignment, recent work orders and what its telematics told", () => {
    const telematics = {
      position: { latitude: 51.5, longitude: -0.12, takenAt: at, source: "Telematics: Feed" },
      levels: {
        fuelRemaining: { percent: 62.5, takenAt: at },
        defRemaining: null,
        engine: { running: true, takenAt: at },
        source: "Telematics: Feed",
      },
      openAlerts: 2,
    };
    const detail = {
      ...machine,
      currentAssignment: assignment,
      recentWorkOrders: [workOrder],
      ...telematics,
    };
    expect(parsed(equipmentDetailSchema, detail)).toEqual(detail);
    const idle = {
      ...machine,
      currentAssignment: null,
      recentWorkOrders: [],
      position: null,
      levels: null,
      openAlerts: 0,
    };
    expect(parsed(equipmentDetailSchema, idle)).toEqual(idle);
    expect(issuesOf(equipmentDetailSchema, machine)).toHaveProperty("recentWorkOrders");
  });
});

describe("equipmentDeleteResultSchema", () => {
  it("says whether the machine was deleted or retired", () => {
    expect(parsed(equipmentDeleteResultSchema, { id: ID_1, outcome: "retired" })).toEqual({
      id: ID_1,
      outcome: "retired",
    });
    expect(issuesOf(equipmentDeleteResultSchema, { id: ID_1, outcome: "archived" })).toHaveProperty(
      "outcome",
    );
  });
});
