import type { PartUnit } from "@mnx/domain";

/** A part of the demo catalogue; `stock` is what the shop's first delivery brought to the main store. */
export interface DemoPart {
  partNumber: string;
  name: string;
  category: string;
  unit: PartUnit;
  /** The price of the first delivery; `newCost`, when given, of a later one (the part's cost now). */
  cost: number;
  newCost?: number;
  minStock: number;
  reorderQty: number;
  stock: number;
  manufacturerPartNumber?: string;
  supplierPartNumber?: string;
  /** 12 digits: the EAN-13 check digit is added (demo-data/parts.ts). */
  ean?: string;
  fits?: string[];
  description?: string;
}

/** A store or a service truck; a truck's keeper is named by the email of a person of the organization. */
export interface DemoLocation {
  name: string;
  kind: "STORE" | "TRUCK";
  keeperEmail?: string;
}

export interface PartsSpec {
  parts: readonly DemoPart[];
  /** The first is the main store (deliveries arrive there); the trucks load from it. */
  locations: readonly DemoLocation[];
  /** Who receives, counts and loads the trucks (the shop foreman's email). */
  storekeeperEmail: string;
}

const part = (
  partNumber: string,
  name: string,
  category: string,
  unit: PartUnit,
  cost: number,
  [minStock, reorderQty, stock]: [number, number, number],
  more: Partial<DemoPart> = {},
): DemoPart => ({ partNumber, name, category, unit, cost, minStock, reorderQty, stock, ...more });

const CAT_EXCAVATORS = ["Caterpillar 320", "Caterpillar 336"];

/** Summit Ridge's shop: what a heavy-equipment shop keeps on its shelves and trucks (docs/decisions/032). */
export const SUMMIT_RIDGE_PARTS: PartsSpec = {
  storekeeperEmail: "shop.foreman@summitridge.example",
  locations: [
    { name: "Main Shop Store", kind: "STORE" },
    { name: "Highway 9 Site Container", kind: "STORE" },
    { name: "Service Truck 1", kind: "TRUCK", keeperEmail: "mechanic@summitridge.example" },
    { name: "Service Truck 2", kind: "TRUCK", keeperEmail: "derek.hughes@summitridge.example" },
  ],
  parts: [
    part("1R-0750", "Fuel filter, advanced efficiency", "Filters", "EACH", 38.5, [6, 12, 18], {
      newCost: 39.9,
      manufacturerPartNumber: "1R-0750",
      supplierPartNumber: "WES-1R0750",
      ean: "087241075001",
      fits: CAT_EXCAVATORS,
    }),
    part("1R-0716", "Engine oil filter", "Filters", "EACH", 29.95, [8, 16, 24], {
      manufacturerPartNumber: "1R-0716",
      ean: "087241071607",
      fits: [...CAT_EXCAVATORS, "Caterpillar D6", "Caterpillar 950M"],
      description: "Spin-on full-flow engine oil filter. Change every 250 h with the oil.",
    }),
    part("093-7521", "Hydraulic return filter element", "Filters", "EACH", 112.4, [2, 4, 5], {
      manufacturerPartNumber: "093-7521",
      ean: "087241093752",
      fits: CAT_EXCAVATORS,
    }),
    part("P181064", "Air filter, primary element", "Filters", "EACH", 86.2, [3, 6, 8], {
      manufacturerPartNumber: "Donaldson P181064",
      ean: "074265181064",
      fits: ["John Deere 644K", "John Deere 850L"],
    }),
    part("P532966", "Air filter, safety element", "Filters", "EACH", 41.75, [2, 4, 6], {
      manufacturerPartNumber: "Donaldson P532966",
      ean: "074265532966",
    }),
    part("FS1280", "Fuel water separator", "Filters", "EACH", 33.1, [4, 10, 12], {
      manufacturerPartNumber: "Fleetguard FS1280",
      ean: "074273128005",
      fits: ["Komatsu PC210LC-11", "Komatsu WA380-8", "Kenworth T880"],
    }),
    part("FL-15W40", "Engine oil 15W-40, bulk", "Fluids", "LITRE", 6.8, [120, 208, 416], {
      description: "Heavy-duty diesel engine oil, API CK-4. Drawn from the 208 l drums.",
    }),
    part("FL-HYD46", "Hydraulic oil ISO VG 46", "Fluids", "LITRE", 5.9, [100, 208, 208]),
    part("FL-DEF", "Diesel exhaust fluid (DEF)", "Fluids", "LITRE", 1.2, [200, 1000, 240], {
      description: "ISO 22241 urea solution, from the 1,000 l tote.",
    }),
    part("FL-ELC50", "Coolant ELC 50/50 premix", "Fluids", "LITRE", 4.75, [40, 80, 96]),
    part("GR-EP2", "Grease EP2 lithium, 400 g cartridge", "Lubrication", "EACH", 7.4, [24, 48, 60], {
      ean: "050012400027",
    }),
    part("1U-3352", "Bucket tooth, heavy-duty", "Ground engaging tools", "EACH", 48, [8, 10, 14], {
      manufacturerPartNumber: "1U-3352RC",
      fits: CAT_EXCAVATORS,
    }),
    part("8E-6358", "Tooth retainer and pin kit", "Ground engaging tools", "SET", 16.5, [8, 12, 20], {
      fits: CAT_EXCAVATORS,
    }),
    part("CE-8FT-25", "Bolt-on cutting edge, 8 ft", "Ground engaging tools", "EACH", 465, [1, 2, 2], {
      fits: ["Caterpillar 950M", "John Deere 644K", "Volvo L120H"],
    }),
    part(
      "HOSE-R2-08",
      "Hydraulic hose 1/2 in, two-wire (SAE 100R2)",
      "Hoses & fittings",
      "METRE",
      14.2,
      [15, 30, 45],
    ),
    part(
      "JIC-08-08",
      "JIC 37° female swivel fitting, 1/2 in",
      "Hoses & fittings",
      "EACH",
      9.85,
      [10, 20, 30],
    ),
    part("K080920", "Serpentine belt", "Belts", "EACH", 58.3, [2, 4, 4], {
      manufacturerPartNumber: "Gates K080920",
      ean: "077860809205",
    }),
    part("BAT-31-12V", "Battery, group 31, 12 V 1000 CCA", "Electrical", "EACH", 289, [2, 4, 3], {
      ean: "088800310001",
    }),
    part("LED-WL-4", "LED work light, 4 in square", "Electrical", "EACH", 64.9, [2, 4, 6]),
    part("FUSE-KIT", "Blade fuse assortment", "Electrical", "SET", 22.5, [2, 4, 5]),
    part("WB-22-PR", "Wiper blades, 22 in", "Cab", "PAIR", 27.6, [2, 6, 6]),
    part("BP-644K", "Brake pad set, axle", "Brakes", "SET", 188, [1, 2, 2], {
      fits: ["John Deere 644K"],
    }),
  ],
};
