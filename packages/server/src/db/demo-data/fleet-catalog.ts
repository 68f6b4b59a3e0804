import type { EquipmentCategory, EquipmentStatus, EquipmentType } from "@mnx/domain";

export interface MachineSpec {
  type: EquipmentType;
  category: EquipmentCategory;
  make: string;
  model: string;
  /** What the crews call it, e.g. 'Excavator'. */
  kind: string;
  status: EquipmentStatus;
  /** Road-going machines log mileage too. */
  roadGoing?: boolean;
}

const m = (
  type: EquipmentType,
  category: EquipmentCategory,
  make: string,
  model: string,
  kind: string,
  status: EquipmentStatus,
  roadGoing = false,
): MachineSpec => ({ type, category, make, model, kind, status, roadGoing });

/** Summit Ridge Construction's 40 machines, every type and category, every equipment status. */
export const SUMMIT_RIDGE_FLEET: readonly MachineSpec[] = [
  m("EXCAVATOR", "EARTHMOVING", "Caterpillar", "320", "Excavator", "OPERATIONAL"),
  m("EXCAVATOR", "EARTHMOVING", "Komatsu", "PC210LC-11", "Excavator", "IN_SERVICE"),
  m("EXCAVATOR", "EARTHMOVING", "Caterpillar", "336", "Excavator", "OPERATIONAL"),
  m("EXCAVATOR", "EARTHMOVING", "Hitachi", "ZX350LC-6", "Excavator", "DOWN_FOR_REPAIR"),
  m("EXCAVATOR", "EARTHMOVING", "John Deere", "350G LC", "Excavator", "IN_SERVICE"),
  m("EXCAVATOR", "EARTHMOVING", "Volvo", "EC220E", "Excavator", "WARNING"),
  m("BULLDOZER", "EARTHMOVING", "Caterpillar", "D6", "Dozer", "OPERATIONAL"),
  m("BULLDOZER", "EARTHMOVING", "Komatsu", "D61PXi-24", "Dozer", "SCHEDULED_MAINTENANCE"),
  m("BULLDOZER", "EARTHMOVING", "John Deere", "850L", "Dozer", "OPERATIONAL"),
  m("LOADER", "EARTHMOVING", "John Deere", "644K", "Wheel Loader", "OPERATIONAL"),
  m("LOADER", "EARTHMOVING", "Caterpillar", "950M", "Wheel Loader", "IN_SERVICE"),
  m("LOADER", "EARTHMOVING", "Volvo", "L120H", "Wheel Loader", "MAINTENANCE"),
  m("LOADER", "EARTHMOVING", "Komatsu", "WA380-8", "Wheel Loader", "OPERATIONAL"),
  m("DUMP_TRUCK", "HAULING", "Volvo", "A40G", "Articulated Hauler", "OPERATIONAL"),
  m("DUMP_TRUCK", "HAULING", "Caterpillar", "745", "Articulated Hauler", "IN_SERVICE"),
  m("DUMP_TRUCK", "HAULING", "Bell", "B30E", "Articulated Hauler", "CRITICAL"),
  m("DUMP_TRUCK", "HAULING", "Komatsu", "HM400-5", "Articulated Hauler", "OPERATIONAL"),
  m("DUMP_TRUCK", "HAULING", "Kenworth", "T880", "Dump Truck", "OPERATIONAL", true),
  m("DUMP_TRUCK", "HAULING", "Mack", "Granite GR64F", "Dump Truck", "OUT_OF_SERVICE", true),
  m("CRANE", "LIFTING", "Liebherr", "LTM 1090-4.2", "Mobile Crane", "OPERATIONAL", true),
  m("CRANE", "LIFTING", "Grove", "GMK5150L", "All-Terrain Crane", "SCHEDULED_MAINTENANCE", true),
  m("CRANE", "LIFTING", "Tadano", "GR-1000XL", "Rough-Terrain Crane", "IN_SERVICE"),
  m("GRADER", "EARTHMOVING", "Caterpillar", "140 GC", "Motor Grader", "OPERATIONAL"),
  m("GRADER", "EARTHMOVING", "John Deere", "672G", "Motor Grader", "WARNING"),
  m("COMPACTOR", "COMPACTION", "Caterpillar", "CS56B", "Soil Compactor", "OPERATIONAL"),
  m("COMPACTOR", "COMPACTION", "Bomag", "BW 211 D-5", "Soil Compactor", "IN_SERVICE"),
  m("ROLLER", "COMPACTION", "Hamm", "HD+ 120i", "Tandem Roller", "OPERATIONAL"),
  m("ROLLER", "COMPACTION", "Dynapac", "CC2200", "Tandem Roller", "RETIRED"),
  m("BACKHOE", "EARTHMOVING", "Case", "580 Super N", "Backhoe Loader", "OPERATIONAL"),
  m("BACKHOE", "EARTHMOVING", "JCB", "3CX", "Backhoe Loader", "DOWN_FOR_REPAIR"),
  m("FORKLIFT", "LIFTING", "JLG", "G12-55A", "Telehandler", "OPERATIONAL"),
  m("FORKLIFT", "LIFTING", "Genie", "GTH-5519", "Telehandler", "IN_SERVICE"),
  m("GENERATOR", "UTILITY", "Caterpillar", "XQ230", "Mobile Generator", "OPERATIONAL"),
  m("GENERATOR", "UTILITY", "Generac", "MMG175", "Mobile Generator", "RETIRED"),
  m("CONCRETE_MIXER", "SUPPORT", "McNeilus", "Bridgemaster", "Concrete Mixer", "OPERATIONAL", true),
  m("PAVER", "PAVING", "Caterpillar", "AP1055F", "Asphalt Paver", "SCHEDULED_MAINTENANCE"),
  m("SKID_STEER", "EARTHMOVING", "Bobcat", "S770", "Skid Steer", "OPERATIONAL"),
  m("SKID_STEER", "EARTHMOVING", "Caterpillar", "262D3", "Skid Steer", "IN_SERVICE"),
  m("SKID_STEER", "EARTHMOVING", "Kubota", "SVL97-2", "Compact Track Loader", "DOWN_FOR_REPAIR"),
  m("OTHER", "SUPPORT", "Atlas Copco", "XAS 1800", "Air Compressor", "OPERATIONAL"),
];

export const NORTHWIND_FLEET: readonly MachineSpec[] = [
  m("PAVER", "PAVING", "Vögele", "Super 1900-3i", "Asphalt Paver", "OPERATIONAL"),
  m("ROLLER", "COMPACTION", "Hamm", "HD 12 VV", "Tandem Roller", "IN_SERVICE"),
  m("DUMP_TRUCK", "HAULING", "Kenworth", "T880", "Dump Truck", "DOWN_FOR_REPAIR", true),
  m("LOADER", "EARTHMOVING", "Caterpillar", "930M", "Wheel Loader", "SCHEDULED_MAINTENANCE"),
  m("SKID_STEER", "EARTHMOVING", "Bobcat", "S650", "Skid Steer", "OPERATIONAL"),
];

export const TYPE_PREFIX: Readonly<Record<EquipmentType, string>> = {
  EXCAVATOR: "EX",
  BULLDOZER: "DZ",
  LOADER: "WL",
  DUMP_TRUCK: "HT",
  CRANE: "CR",
  GRADER: "MG",
  COMPACTOR: "SC",
  BACKHOE: "BH",
  FORKLIFT: "TH",
  GENERATOR: "GN",
  CONCRETE_MIXER: "CM",
  PAVER: "AP",
  ROLLER: "RL",
  SKID_STEER: "SS",
  OTHER: "AUX",
};
