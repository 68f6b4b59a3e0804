import { describe, expect, it } from "vitest";
import { ID_1, issuesOf, parsed } from "../../test/issues.js";
import { addEquipmentFormSchema, editEquipmentFormSchema, equipmentListQuerySchema } from "./equipment.js";

const thisYear = new Date().getFullYear();
const valid = { equipmentNumber: "EX-001", name: "CAT 320", make: "Caterpillar" };

describe("addEquipmentFormSchema (part 2, 5)", () => {
  it("defaults: EXCAVATOR, EARTHMOVING, OPERATIONAL, this year, meters 0", () => {
    expect(parsed(addEquipmentFormSchema, valid)).toEqual({
      ...valid,
      equipmentType: "EXCAVATOR",
      category: "EARTHMOVING",
      status: "OPERATIONAL",
      year: thisYear,
      hourMeter: 0,
      mileage: 0,
    });
  });
  it("blank form fields mean 'not given'", () => {
    const value = parsed(addEquipmentFormSchema, {
      ...valid,
      model: "",
      serialNumber: "",
      year: "",
      hourMeter: "",
      mileage: "",
      currentJobSite: "",
      locationYard: "",
      assignedOperatorId: "",
      purchaseDate: "",
      notes: "",
    });
    expect(value).toEqual(parsed(addEquipmentFormSchema, valid));
  });
  it("required messages", () => {
    expect(issuesOf(addEquipmentFormSchema, { equipmentNumber: " ", name: "", make: "" })).toEqual({
      equipmentNumber: ["Equipment number is required"],
      name: ["Equipment name is required"],
      make: ["Manufacturer is required"],
    });
  });
  it("'cannot be empty' applies only to non-blank whitespace", () => {
    expect(
      issuesOf(addEquipmentFormSchema, {
        ...valid,
        model: "   ",
        serialNumber: " ",
        currentJobSite: "\t",
        locationYard: "  ",
      }),
    ).toEqual({
      model: ["Model cannot be empty"],
      serialNumber: ["Serial number cannot be empty"],
      currentJobSite: ["Job site cannot be empty"],
      locationYard: ["Yard location cannot be empty"],
    });
    expect(
      parsed(addEquipmentFormSchema, { ...valid, model: " 320D ", currentJobSite: "North pit" }),
    ).toMatchObject({
      model: "320D",
      currentJobSite: "North pit",
    });
  });
  it.each([["1899"], [String(thisYear + 2)], ["2020.5"], ["abc"], [1800]])("year %s is refused", (year) => {
    expect(issuesOf(addEquipmentFormSchema, { ...valid, year })).toEqual({
      year: ["Year must be between 1900 and next year"],
    });
  });
  it.each([
    ["1900", 1900],
    [String(thisYear + 1), thisYear + 1],
    [2010, 2010],
  ])("year %s is accepted", (year, out) => {
    expect(parsed(addEquipmentFormSchema, { ...valid, year }).year).toBe(out);
  });
  it("meters cannot be negative; text is parsed", () => {
    expect(issuesOf(addEquipmentFormSchema, { ...valid, hourMeter: "-0.1", mileage: "-5" })).toEqual({
      hourMeter: ["Hour meter cannot be negative"],
      mileage: ["Mileage cannot be negative"],
    });
    expect(parsed(addEquipmentFormSchema, { ...valid, hourMeter: "1250.5", mileage: "0" })).toMatchObject({
      hourMeter: 1250.5,
      mileage: 0,
    });
  });
  it("refuses unknown enum values", () => {
    expect(
      Object.keys(issuesOf(addEquipmentFormSchema, { ...valid, equipmentType: "TANK", status: "BROKEN" })),
    ).toEqual(["equipmentType", "status"]);
  });
});

describe("editEquipmentFormSchema", () => {
  it("only changed fields; name still required when sent", () => {
    expect(parsed(editEquipmentFormSchema, {})).toEqual({});
    expect(issuesOf(editEquipmentFormSchema, { name: "  " })).toEqual({
      name: ["Equipment name is required"],
    });
  });
  it("blank text and dates clear the field; dates are sent as the date part", () => {
    expect(
      parsed(editEquipmentFormSchema, {
        model: "",
        purchaseDate: "2024-03-01T00:00:00.000Z",
        warrantyExpiry: "",
        status: "WARNING",
      }),
    ).toEqual({ model: null, purchaseDate: "2024-03-01", warrantyExpiry: null, status: "WARNING" });
    expect(issuesOf(editEquipmentFormSchema, { purchaseDate: "soon" })).toEqual({
      purchaseDate: ["Please enter a valid date"],
    });
  });
  it("keeps the add form's year and meter rules", () => {
    expect(issuesOf(editEquipmentFormSchema, { year: "1850", hourMeter: "-1" })).toEqual({
      year: ["Year must be between 1900 and next year"],
      hourMeter: ["Hour meter cannot be negative"],
    });
  });
});

describe("equipmentListQuerySchema", () => {
  it("coerces numbers and lists; limit at most 100", () => {
    expect(
      parsed(equipmentListQuerySchema, {
        search: " cat ",
        status: "DOWN_FOR_REPAIR,scheduled_maintenance",
        equipmentType: "EXCAVATOR",
        category: "all",
        make: "Caterpillar",
        currentJobSite: "North",
        assignedOperatorId: ID_1,
        page: "3",
        limit: "100",
      }),
    ).toEqual({
      search: "cat",
      status: ["DOWN_FOR_REPAIR", "SCHEDULED_MAINTENANCE"],
      equipmentType: ["EXCAVATOR"],
      make: "Caterpillar",
      currentJobSite: "North",
      assignedOperatorId: ID_1,
      page: 3,
      limit: 100,
    });
    expect(issuesOf(equipmentListQuerySchema, { limit: "101", page: "0" })).toEqual({
      limit: ["Limit must be 100 or less"],
      page: ["Page must be 1 or more"],
    });
    expect(parsed(equipmentListQuerySchema, {})).toEqual({ page: 1, limit: 100 });
  });
});
