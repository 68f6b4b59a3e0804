/**
 * Grows one organization's parts and stock to a fleet's size with set-based SQL (docs/benchmarks.md 'Parts and
 * stock at a fleet's whole history'): stores and a service truck per active mechanic, a catalogue of parts
 * (OEM numbers per make, the machines they fit, barcodes on most, whole and fractional units), and years of
 * stock ledger: parts used on the grown work orders (from the mechanic's truck or a store, at the part's cost
 * then), some returned, trucks restocked from their store, stores receiving what they gave out, and counts.
 *
 * The ledger is staged in a temporary table, then written in time order (as it would have been appended) with
 * the on-hand trigger of migration 019 disabled in the same transaction, and stock_on_hand is filled from the
 * ledger in one statement that works out what the trigger would have (the sum, and needs_count: below zero
 * after the last count). Going through the trigger costs one plpgsql upsert per row (the decision and its
 * figures are in docs/benchmarks.md). `checkOnHand` verifies the result against the ledger.
 */
import type { Queryable } from "./grow-organization.js";

export interface PartsTargets {
  parts: number;
  ledgerRows: number;
}

/** The makes of the grown fleet (grow-organization.ts), each with how its OEM part numbers look. */
const MAKES: [make: string, partNumber: string][] = [
  ["Caterpillar", "substr(lp, 1, 3) || '-' || substr(lp, 4, 4)"],
  ["Komatsu", "'600-' || substr(lp, 1, 3) || '-' || substr(lp, 4, 4)"],
  ["John Deere", "'RE' || lp"],
  ["Volvo", "'VOE1' || lp"],
  ["Hitachi", "'4' || lp"],
  ["Liebherr", "'10' || lp"],
  ["Case", "'8' || lp"],
  ["Bobcat", "'7' || lp"],
  ["JCB", "substr(lp, 1, 3) || '/' || substr(lp, 4, 4)"],
  ["Hyundai", "'XKAY-' || lp"],
];

/**
 * What a shop stocks. Make-specific items come in a version per make and model (the part number is the
 * make's); generic ones (fluids, grease, hose by the metre, fasteners) in sizes and brands with the shop's
 * own number. Cost in the organization's currency; min and reorder per part; lo-hi what one job uses, with
 * `dec` decimals; weight how often jobs use it.
 */
type Item = [
  category: string,
  name: string,
  unit: string,
  cost: number,
  min: number,
  reorder: number,
  lo: number,
  hi: number,
  dec: number,
  weight: number,
  code?: string,
  specs?: string[],
];
const ITEMS: Item[] = [
  ["Filters", "Engine oil filter", "EACH", 18, 6, 12, 1, 2, 0, 10],
  ["Filters", "Fuel filter, primary", "EACH", 24, 6, 12, 1, 2, 0, 8],
  ["Filters", "Fuel filter, secondary", "EACH", 27, 6, 12, 1, 1, 0, 8],
  ["Filters", "Fuel water separator", "EACH", 45, 4, 8, 1, 1, 0, 5],
  ["Filters", "Air filter, primary", "EACH", 85, 3, 6, 1, 1, 0, 5],
  ["Filters", "Air filter, safety", "EACH", 52, 2, 4, 1, 1, 0, 3],
  ["Filters", "Hydraulic return filter", "EACH", 96, 3, 6, 1, 2, 0, 4],
  ["Filters", "Hydraulic pilot filter", "EACH", 38, 2, 4, 1, 1, 0, 3],
  ["Filters", "Transmission filter", "EACH", 64, 2, 4, 1, 1, 0, 3],
  ["Filters", "Cabin air filter", "EACH", 29, 3, 6, 1, 1, 0, 3],
  ["Filters", "Coolant filter", "EACH", 22, 3, 6, 1, 1, 0, 2],
  ["Hydraulics", "Seal kit, boom cylinder", "SET", 145, 1, 2, 1, 1, 0, 1],
  ["Hydraulics", "Seal kit, arm cylinder", "SET", 138, 1, 2, 1, 1, 0, 1],
  ["Hydraulics", "Seal kit, bucket cylinder", "SET", 126, 1, 2, 1, 1, 0, 1.2],
  ["Hydraulics", "Hydraulic hose assembly", "EACH", 118, 2, 4, 1, 2, 0, 3],
  ["Hydraulics", "Quick coupler", "EACH", 86, 1, 2, 1, 1, 0, 0.8],
  ["Hydraulics", "Hydraulic pump", "EACH", 4850, 0, 1, 1, 1, 0, 0.1],
  ["Hydraulics", "Control valve spool", "EACH", 690, 0, 1, 1, 1, 0, 0.15],
  ["Hydraulics", "Swivel joint seal kit", "SET", 210, 0, 1, 1, 1, 0, 0.3],
  ["Undercarriage", "Track shoe", "EACH", 92, 4, 10, 1, 6, 0, 1],
  ["Undercarriage", "Track bolt and nut", "SET", 6.5, 40, 100, 4, 24, 0, 1.5],
  ["Undercarriage", "Track roller", "EACH", 385, 1, 2, 1, 2, 0, 0.5],
  ["Undercarriage", "Carrier roller", "EACH", 240, 1, 2, 1, 2, 0, 0.4],
  ["Undercarriage", "Front idler", "EACH", 1450, 0, 1, 1, 1, 0, 0.1],
  ["Undercarriage", "Sprocket segment", "SET", 210, 0, 2, 1, 1, 0, 0.3],
  ["Undercarriage", "Track adjuster seal kit", "SET", 88, 0, 2, 1, 1, 0, 0.3],
  ["Ground engaging tools", "Bucket tooth", "EACH", 38, 10, 20, 1, 5, 0, 4],
  ["Ground engaging tools", "Tooth adapter", "EACH", 95, 2, 5, 1, 2, 0, 1],
  ["Ground engaging tools", "Retainer pin and lock", "SET", 8.75, 20, 50, 1, 5, 0, 4],
  ["Ground engaging tools", "Cutting edge", "EACH", 420, 1, 2, 1, 1, 0, 0.6],
  ["Ground engaging tools", "End bit", "PAIR", 310, 1, 2, 1, 1, 0, 0.5],
  ["Ground engaging tools", "Side cutter", "PAIR", 265, 0, 1, 1, 1, 0, 0.3],
  ["Electrical", "Alternator, 24 V", "EACH", 640, 0, 1, 1, 1, 0, 0.3],
  ["Electrical", "Starter motor, 24 V", "EACH", 890, 0, 1, 1, 1, 0, 0.3],
  ["Electrical", "Glow plug", "EACH", 32, 4, 8, 1, 4, 0, 0.8],
  ["Electrical", "Coolant temperature sensor", "EACH", 58, 1, 2, 1, 1, 0, 0.6],
  ["Electrical", "Oil pressure switch", "EACH", 74, 1, 2, 1, 1, 0, 0.5],
  ["Electrical", "Cab wiring harness", "EACH", 380, 0, 1, 1, 1, 0, 0.1],
  ["Electrical", "Solenoid valve coil", "EACH", 112, 1, 2, 1, 1, 0, 0.6],
  ["Engine", "Fan belt", "EACH", 46, 2, 4, 1, 1, 0, 1.5],
  ["Engine", "Serpentine belt", "EACH", 52, 2, 4, 1, 1, 0, 1.2],
  ["Engine", "Water pump", "EACH", 420, 0, 1, 1, 1, 0, 0.3],
  ["Engine", "Thermostat", "EACH", 38, 1, 2, 1, 1, 0, 0.6],
  ["Engine", "Fuel injector", "EACH", 560, 0, 2, 1, 4, 0, 0.3],
  ["Engine", "Turbocharger", "EACH", 2450, 0, 1, 1, 1, 0, 0.1],
  ["Engine", "Head gasket", "EACH", 165, 0, 1, 1, 1, 0, 0.15],
  ["Engine", "Radiator hose, upper", "EACH", 48, 1, 2, 1, 1, 0, 0.6],
  ["Engine", "Radiator hose, lower", "EACH", 52, 1, 2, 1, 1, 0, 0.5],
  ["Drivetrain", "Final drive seal kit", "SET", 210, 0, 1, 1, 1, 0, 0.3],
  ["Drivetrain", "Universal joint", "EACH", 145, 1, 2, 1, 1, 0, 0.4],
  ["Drivetrain", "Brake pad set", "SET", 128, 1, 2, 1, 1, 0, 0.8],
  ["Drivetrain", "Brake disc", "EACH", 260, 0, 2, 1, 2, 0, 0.3],
  ["Drivetrain", "Transmission solenoid", "EACH", 310, 0, 1, 1, 1, 0, 0.2],
  ["Drivetrain", "Swing bearing", "EACH", 6200, 0, 1, 1, 1, 0, 0.03],
  ["Cab and body", "Wiper blade", "PAIR", 32, 2, 4, 1, 1, 0, 1],
  ["Cab and body", "Mirror glass", "EACH", 44, 1, 2, 1, 1, 0, 0.5],
  ["Cab and body", "Seat belt", "EACH", 68, 1, 2, 1, 1, 0, 0.3],
  ["Cab and body", "Door gas strut", "EACH", 36, 1, 2, 1, 2, 0, 0.4],
  ["Cab and body", "Windshield glass", "EACH", 520, 0, 1, 1, 1, 0, 0.15],
  ["Tyres", "Tyre 17.5-25 L3", "EACH", 1480, 0, 2, 1, 2, 0, 0.2],
  ["Tyres", "Valve stem", "EACH", 4.5, 4, 10, 1, 2, 0, 0.4],
  // Generic: the shop's own numbers (code), in sizes or packs (specs) and brands.
  [
    "Fluids",
    "Engine oil 15W-40",
    "LITRE",
    4.2,
    200,
    400,
    8,
    42,
    1,
    12,
    "FLU",
    ["bulk", "20 L pail", "208 L drum", "1000 L tote", "5 L can"],
  ],
  [
    "Fluids",
    "Hydraulic oil ISO VG 46",
    "LITRE",
    3.6,
    200,
    400,
    5,
    60,
    1,
    8,
    "FLU",
    ["bulk", "20 L pail", "208 L drum", "1000 L tote", "biodegradable, 20 L"],
  ],
  [
    "Fluids",
    "Transmission fluid TO-4 10W",
    "LITRE",
    4.8,
    100,
    200,
    4,
    30,
    1,
    4,
    "FLU",
    ["bulk", "20 L pail", "208 L drum", "1000 L tote", "5 L can"],
  ],
  [
    "Fluids",
    "Gear oil 80W-90",
    "LITRE",
    5.1,
    60,
    120,
    1,
    12,
    1,
    3,
    "FLU",
    ["20 L pail", "208 L drum", "5 L can", "1 L bottle", "bulk"],
  ],
  [
    "Fluids",
    "Coolant ELC 50/50",
    "LITRE",
    3.9,
    100,
    200,
    2,
    40,
    1,
    4,
    "FLU",
    ["bulk", "20 L pail", "208 L drum", "1000 L tote", "4 L jug"],
  ],
  [
    "Fluids",
    "Diesel exhaust fluid",
    "LITRE",
    0.85,
    200,
    1000,
    10,
    40,
    1,
    3,
    "FLU",
    ["bulk", "10 L jug", "208 L drum", "1000 L tote", "20 L box"],
  ],
  [
    "Lubricants",
    "Multipurpose grease EP2",
    "KILOGRAM",
    7.8,
    20,
    50,
    0.2,
    2.5,
    2,
    10,
    "LUB",
    ["400 g cartridge", "18 kg pail", "180 kg drum", "50 kg keg", "1 kg tub"],
  ],
  [
    "Lubricants",
    "Moly grease EP2 5%",
    "KILOGRAM",
    11.4,
    10,
    25,
    0.2,
    2,
    2,
    5,
    "LUB",
    ["400 g cartridge", "18 kg pail", "180 kg drum", "50 kg keg", "1 kg tub"],
  ],
  [
    "Hose and cable",
    "Hydraulic hose 1/2 in, 2-wire",
    "METRE",
    12.5,
    30,
    60,
    0.5,
    6,
    1,
    3,
    "HOS",
    ["R2AT", "2SN", "compact", "high-temp", "abrasion cover"],
  ],
  [
    "Hose and cable",
    "Hydraulic hose 3/4 in, 4-spiral",
    "METRE",
    28,
    20,
    40,
    0.5,
    4,
    1,
    1.5,
    "HOS",
    ["4SH", "4SP", "R12", "R13", "abrasion cover"],
  ],
  [
    "Hose and cable",
    "Fuel hose 3/8 in",
    "METRE",
    6.2,
    10,
    25,
    0.3,
    3,
    1,
    1,
    "HOS",
    ["SAE J30R7", "SAE J30R9", "biodiesel", "low-permeation", "braided"],
  ],
  [
    "Hose and cable",
    "Electrical cable 2.5 mm2",
    "METRE",
    1.9,
    50,
    100,
    0.5,
    10,
    1,
    1.5,
    "CBL",
    ["red", "black", "blue", "yellow", "twin-core"],
  ],
  [
    "Hose and cable",
    "Wire rope 16 mm",
    "METRE",
    14.5,
    0,
    50,
    2,
    30,
    1,
    0.3,
    "CBL",
    ["6x36 IWRC", "6x19 FC", "rotation resistant", "galvanised", "compacted"],
  ],
  [
    "Fasteners",
    "Hex bolt, grade 10.9",
    "EACH",
    1.1,
    50,
    200,
    2,
    16,
    0,
    4,
    "FST",
    ["M10 x 30", "M12 x 40", "M16 x 60", "M20 x 80", "M24 x 100"],
  ],
  ["Fasteners", "Nylock nut", "EACH", 0.4, 100, 300, 2, 16, 0, 3, "FST", ["M8", "M10", "M12", "M16", "M20"]],
  [
    "Fasteners",
    "Hose clamp",
    "EACH",
    1.6,
    30,
    100,
    1,
    6,
    0,
    3,
    "FST",
    ["12-22 mm", "20-32 mm", "32-50 mm", "40-60 mm", "60-80 mm"],
  ],
  [
    "Fasteners",
    "Grease nipple",
    "EACH",
    0.9,
    30,
    100,
    1,
    4,
    0,
    2,
    "FST",
    ["M6 straight", "M8 straight", "M10 straight", "M8 90 degree", "1/8 BSP"],
  ],
  [
    "Fasteners",
    "Cotter pin",
    "EACH",
    0.25,
    50,
    200,
    1,
    6,
    0,
    1,
    "FST",
    ["3 x 30", "4 x 40", "5 x 50", "6 x 60", "8 x 80"],
  ],
  [
    "Hydraulics",
    "O-ring",
    "EACH",
    0.6,
    50,
    200,
    1,
    10,
    0,
    3,
    "ORG",
    ["12 x 2 NBR", "20 x 2.5 NBR", "32 x 3 NBR", "45 x 3.5 Viton", "60 x 4 Viton"],
  ],
  [
    "Hydraulics",
    "JIC hose fitting",
    "EACH",
    14,
    10,
    30,
    1,
    4,
    0,
    2,
    "FIT",
    ["-6 straight", "-8 straight", "-12 straight", "-8 90 degree", "-12 45 degree"],
  ],
  [
    "Electrical",
    "Blade fuse",
    "EACH",
    1.2,
    20,
    100,
    1,
    4,
    0,
    1.5,
    "ELC",
    ["5 A", "10 A", "15 A", "20 A", "30 A"],
  ],
  [
    "Electrical",
    "Relay, 24 V",
    "EACH",
    18,
    5,
    10,
    1,
    1,
    0,
    1,
    "ELC",
    ["40 A", "70 A", "changeover", "mini", "with diode"],
  ],
  [
    "Electrical",
    "LED work light",
    "EACH",
    96,
    2,
    4,
    1,
    2,
    0,
    0.6,
    "LGT",
    ["flood", "spot", "combo", "4 in square", "7 in round"],
  ],
  [
    "Electrical",
    "Battery 12 V, 1000 CCA",
    "EACH",
    285,
    2,
    4,
    1,
    2,
    0,
    0.5,
    "BAT",
    ["group 31", "group 8D", "group 4D", "AGM", "maintenance-free"],
  ],
  [
    "Cab and body",
    "Safety decal set",
    "SET",
    24,
    0,
    5,
    1,
    1,
    0,
    0.2,
    "DEC",
    ["ISO", "ANSI", "bilingual", "reflective", "mine spec"],
  ],
];
const BRANDS = `ARRAY['Shell','Mobil','Castrol','Chevron','TotalEnergies','Fuchs','Parker','Gates']`;

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
/** A cost as it was at a time: 4% a year less, going back (times a factor: a supplier's price). */
const costAt = (cost: string, at: string, factor = "1") =>
  `round((${cost} * ${factor} / power(1.04::float8, EXTRACT(epoch FROM now() - ${at})::float8 / 31557600))::numeric, 2)`;
const ITEMS_SQL = `(VALUES ${ITEMS.map(
  ([category, name, unit, cost, min, reorder, lo, hi, dec, weight, code, specs], n) =>
    `(${n}, ${text(category)}, ${text(name)}, ${text(unit)}, ${cost}::numeric, ${min}::numeric, ${reorder}::numeric, ` +
    `${lo}::numeric, ${hi}::numeric, ${dec}, ${weight}::float8, ${code ? text(code) : "NULL"}, ` +
    `${specs ? `ARRAY[${specs.map(text).join(",")}]` : "NULL::text[]"})`,
).join(
  ",\n  ",
)}) AS i(n, category, item, unit, cost, min_stock, reorder_qty, lo, hi, dec, weight, code, specs)`;
const SPECIFIC_ITEMS = ITEMS.filter((item) => !item[10]).length;
const GENERIC_ITEMS = ITEMS.length - SPECIFIC_ITEMS;
const MAKES_SQL = `(VALUES ${MAKES.map(([make], n) => `(${n}, ${text(make)})`).join(", ")}) AS m(n, make)`;
const PART_NUMBER_SQL = `CASE m.n ${MAKES.map(([, format], n) => `WHEN ${n} THEN ${format}`).join(" ")} END`;

/** Four stores (the shop's and three yards'); the first is where most stock comes in. */
const STORES = ["Main Store", "North Yard Store", "Quarry Store", "Central Depot Store"];

const GROW_STORES = `
  INSERT INTO stock_locations (organization_id, name, kind, created_at, updated_at)
  SELECT $1::uuid, s.name, 'STORE', now() - interval '5 years 60 days', now() - interval '5 years 60 days'
  FROM unnest($2::text[]) s(name)
  WHERE NOT EXISTS (SELECT 1 FROM stock_locations l WHERE l.organization_id = $1::uuid AND lower(l.name) = lower(s.name))`;

/** A service truck for each active mechanic who keeps none, numbered after the organization's trucks. */
const GROW_TRUCKS = `
  INSERT INTO stock_locations (organization_id, name, kind, keeper_id, created_at, updated_at)
  SELECT $1::uuid, 'Service Truck ' || lpad((t.taken + row_number() OVER (ORDER BY u.created_at, u.id))::text, 3, '0'),
         'TRUCK', u.id, GREATEST(u.created_at, now() - interval '5 years 30 days'), now() - interval '30 days'
  FROM users u CROSS JOIN (SELECT count(*) AS taken FROM stock_locations
                           WHERE organization_id = $1::uuid AND kind = 'TRUCK') t
  WHERE u.organization_id = $1::uuid AND u.role = 'MECHANIC' AND u.status = 'ACTIVE'
    AND NOT EXISTS (SELECT 1 FROM stock_locations l WHERE l.keeper_id = u.id)`;

/**
 * $2 parts after the organization's own: 95% make-specific (an item in a version per make and model, with the
 * make's OEM number, fitting that model of the fleet), 5% generic in sizes and brands. Barcodes (EAN-13) on 88%,
 * a supplier's cross-reference on half, a minimum for the items a shop keeps on the shelf, 3% archived.
 * bench_parts keeps what the ledger's growth needs to know of each.
 */
const GROW_PARTS = `
  WITH items AS (SELECT * FROM ${ITEMS_SQL}),
  specific AS (SELECT row_number() OVER (ORDER BY n) - 1 AS k, * FROM items WHERE code IS NULL),
  generic AS (SELECT row_number() OVER (ORDER BY n) - 1 AS k, * FROM items WHERE code IS NOT NULL),
  drawn AS (
    SELECT g, lpad(((g::bigint * 7919 + $3::int) % 1000003)::text, 7, '0') AS lp, g % 20 = 0 AS is_generic,
           random() AS r_cost, random() AS r_stocked, random() AS r_barcode, random() AS r_archived,
           random() AS r_supplier, random() AS r_description, random() AS r_updated, random() AS r_luck
    FROM generate_series(1, $2::int) g
  ),
  planned AS (
    SELECT d.*, i.category, i.item, i.unit, i.cost, i.min_stock, i.reorder_qty, i.lo, i.hi, i.dec, i.weight,
           CASE WHEN d.is_generic THEN NULL ELSE m.make END AS make,
           CASE WHEN d.is_generic THEN i.code || '-' || d.lp ELSE ${PART_NUMBER_SQL} END AS part_number,
           CASE WHEN d.is_generic
                THEN i.item || ', ' || i.specs[1 + (d.g / 20 / ${GENERIC_ITEMS}) % cardinality(i.specs)] || ' (' ||
                     (${BRANDS})[1 + (d.g / 20 / ${GENERIC_ITEMS} / cardinality(i.specs)) % 8] || ')'
                ELSE i.item || ' - ' || m.make || ' M' || (100 + ((d.g / ${SPECIFIC_ITEMS * MAKES.length}) * 13) % 400) END AS name,
           CASE WHEN d.is_generic THEN '{}'::text[]
                ELSE ARRAY[m.make || ' M' || (100 + ((d.g / ${SPECIFIC_ITEMS * MAKES.length}) * 13) % 400),
                           m.make || ' M' || (100 + ((d.g / ${SPECIFIC_ITEMS * MAKES.length}) * 13 + 1) % 400)] END AS fits
    FROM drawn d
    LEFT JOIN specific sp ON NOT d.is_generic AND sp.k = d.g % ${SPECIFIC_ITEMS}
    LEFT JOIN ${MAKES_SQL} ON NOT d.is_generic AND m.n = (d.g / ${SPECIFIC_ITEMS}) % ${MAKES.length}
    LEFT JOIN generic ge ON d.is_generic AND ge.k = (d.g / 20) % ${GENERIC_ITEMS}
    CROSS JOIN LATERAL (SELECT COALESCE(sp.category, ge.category) AS category, COALESCE(sp.item, ge.item) AS item,
                               COALESCE(sp.unit, ge.unit) AS unit, COALESCE(sp.cost, ge.cost) AS cost,
                               COALESCE(sp.min_stock, ge.min_stock) AS min_stock,
                               COALESCE(sp.reorder_qty, ge.reorder_qty) AS reorder_qty,
                               COALESCE(sp.lo, ge.lo) AS lo, COALESCE(sp.hi, ge.hi) AS hi,
                               COALESCE(sp.dec, ge.dec) AS dec, COALESCE(sp.weight, ge.weight) AS weight,
                               ge.code, ge.specs) i
  ),
  shaped AS (
    SELECT p.*, GREATEST(0.05, round((p.cost * (0.6 + p.r_cost * 0.9))::numeric, 2)) AS unit_cost,
           p.r_stocked < LEAST(0.9, p.weight / 8) AND p.min_stock > 0 AS stocked,
           '40' || lpad(p.lp, 10, '0') AS ean12
    FROM planned p
  ),
  created AS (
    INSERT INTO parts (organization_id, part_number, name, description, category, unit, unit_cost, min_stock,
                       reorder_qty, manufacturer_part_number, supplier_part_number, barcode, fits, archived_at,
                       created_at, updated_at)
    SELECT $1::uuid, s.part_number, s.name,
           CASE WHEN s.r_description < 0.4 THEN
             CASE WHEN s.make IS NULL THEN 'Shop stock. ' || s.item || ', sold by the ' || lower(s.unit) || '.'
                  ELSE 'OEM ' || lower(s.item) || ' for ' || s.fits[1] || ' and ' || s.fits[2] ||
                       '. Check the serial number range before ordering.' END END,
           s.category, s.unit, s.unit_cost,
           CASE WHEN s.stocked THEN s.min_stock ELSE 0 END,
           CASE WHEN s.stocked THEN s.reorder_qty ELSE 0 END,
           CASE WHEN s.make IS NOT NULL THEN s.part_number END,
           CASE WHEN s.r_supplier < 0.5 THEN (ARRAY['P','LF','FF','HF','BT'])[1 + floor(s.r_supplier * 10)::int] ||
                                             substr(s.lp, 2) END,
           CASE WHEN s.r_barcode < 0.88 THEN s.ean12 || (
             SELECT (10 - sum(substr(s.ean12, k, 1)::int * CASE WHEN k % 2 = 1 THEN 1 ELSE 3 END) % 10) % 10
             FROM generate_series(1, 12) k)::text END,
           s.fits,
           CASE WHEN s.r_archived < 0.03 THEN now() - s.r_archived / 0.03 * interval '2 years' END,
           now() - interval '5 years 45 days', now() - s.r_updated * interval '2 years'
    FROM shaped s
    RETURNING id, part_number
  )
  INSERT INTO bench_parts (id, grp, weight, unit, unit_cost, min_stock, reorder_qty, lo, hi, dec, archived)
  SELECT c.id, COALESCE(s.make, 'generic'), s.weight * exp(s.r_luck * 2), s.unit, s.unit_cost,
         CASE WHEN s.stocked THEN s.min_stock ELSE 0 END, CASE WHEN s.stocked THEN s.reorder_qty ELSE 0 END,
         s.lo, s.hi, s.dec, s.r_archived < 0.03
  FROM created c JOIN shaped s ON s.part_number = c.part_number`;

/**
 * Parts used on the grown work orders that were worked on (not inspections, not pending or cancelled): about
 * $2 a job, each row a part of the machine's make (70%) or a generic one, drawn with a long tail (the most used
 * parts in each group take most rows), from the mechanic's truck for the truck's kit (each group's 60 most used
 * parts, 80 generic), else a store; at the part's
 * cost at the time (4% a year less, going back).
 */
const GROW_USES = `
  WITH groups AS (SELECT grp, count(*) AS size FROM bench_parts WHERE rnk IS NOT NULL GROUP BY grp),
  orders AS (
    SELECT wo.id, wo.mechanic_id, COALESCE(wo.actual_start, wo.created_at) AS t0,
           COALESCE(wo.actual_end, COALESCE(wo.actual_start, wo.created_at) + interval '6 hours') AS t1,
           e.make, random() AS r_rows
    FROM work_orders wo JOIN equipment e ON e.id = wo.equipment_id
    WHERE wo.organization_id = $1::uuid AND wo.work_order_type <> 'INSPECTION' AND wo.mechanic_id IS NOT NULL
      AND wo.status IN ('COMPLETED', 'IN_PROGRESS', 'WAITING_PARTS', 'WAITING_APPROVAL', 'ON_HOLD')
  ),
  draws AS (
    SELECT o.id, o.mechanic_id, o.t0, o.t1, o.make, random() AS r_grp, random() AS r_rank, random() AS r_qty,
           random() AS r_at, random() AS r_store, random() AS r_truck
    FROM orders o CROSS JOIN LATERAL generate_series(1, floor(o.r_rows * $2::float8)::int) n
  ),
  grouped AS (
    SELECT d.*, CASE WHEN d.r_grp < 0.3 OR gm.grp IS NULL THEN 'generic' ELSE d.make END AS grp
    FROM draws d LEFT JOIN groups gm ON gm.grp = d.make
  ),
  chosen AS (
    SELECT d.*, p.id AS part_id, p.unit_cost AS cost_now, p.lo, p.hi, p.dec,
           p.rnk < CASE WHEN d.grp = 'generic' THEN 80 ELSE 60 END AS in_truck_kit,
           LEAST(now(), d.t0 + d.r_at * (d.t1 - d.t0)) AS at
    FROM grouped d JOIN groups g ON g.grp = d.grp
    JOIN bench_parts p ON p.grp = d.grp AND p.rnk = floor(g.size * power(d.r_rank, 3))::int
  )
  INSERT INTO bench_ledger (part_id, location_id, kind, quantity, unit_cost, work_order_id, created_by_id, created_at)
  SELECT c.part_id, CASE WHEN c.in_truck_kit AND c.r_truck < 0.9 AND t.id IS NOT NULL THEN t.id ELSE s.id END, 'USED',
         -(CASE WHEN c.dec = 0 THEN floor(c.lo + c.r_qty * (c.hi - c.lo + 1))
                ELSE GREATEST(round((c.lo + c.r_qty * (c.hi - c.lo))::numeric, c.dec), c.lo) END),
         ${costAt("c.cost_now", "c.at")}, c.id, c.mechanic_id, c.at
  FROM chosen c
  LEFT JOIN bench_trucks t ON t.keeper_id = c.mechanic_id
  JOIN bench_stores s ON s.n = CASE WHEN c.r_store < 0.6 THEN 0
                                    ELSE 1 + floor((c.r_store - 0.6) / 0.4 * ($3::int - 1))::int END`;

/** A share $1 of the uses partly come back: half of a whole quantity, or a third of a measured one. */
const GROW_RETURNS = `
  INSERT INTO bench_ledger (part_id, location_id, kind, quantity, unit_cost, work_order_id, created_by_id, created_at)
  SELECT l.part_id, l.location_id, 'RETURNED',
         CASE WHEN p.dec = 0 THEN CASE WHEN -l.quantity >= 2 THEN floor(-l.quantity / 2) ELSE -l.quantity END
              ELSE GREATEST(round(-l.quantity / 3, p.dec), power(10::numeric, -p.dec)) END,
         l.unit_cost, l.work_order_id, l.created_by_id,
         LEAST(now(), l.created_at + interval '1 hour' + random() * interval '2 days')
  FROM bench_ledger l JOIN bench_parts p ON p.id = l.part_id
  WHERE l.kind = 'USED' AND random() < $1::float8`;

/**
 * When a location gets stock: a first delivery before its first use, then one each time what it gave out
 * (uses net of returns, loads given to trucks) brings it down to its reorder point, arriving `lead` later
 * (so what has not arrived yet is what is 'to order' now; what goes out meanwhile may take it below zero).
 * The reorder point is the part's minimum (one job's worth for a part without one); a delivery is the larger
 * of the part's batch and `cover` of what goes out. Answers (part_id, location_id, batch, cost_now, at) rows, `at` not after now.
 */
const deliveries = (locations: string, lead: string, cover: string, batch: string) => `
  running AS (
    SELECT l.part_id, l.location_id, l.created_at, -l.quantity AS given, p.unit_cost AS cost_now, p.min_stock, p.hi,
           p.${batch} AS part_batch, sum(-l.quantity) OVER w AS given_after,
           sum(-l.quantity) OVER (PARTITION BY l.part_id, l.location_id)
             / GREATEST(EXTRACT(epoch FROM max(l.created_at) OVER (PARTITION BY l.part_id, l.location_id)
                                       - min(l.created_at) OVER (PARTITION BY l.part_id, l.location_id)) / 86400, 30)
             AS per_day,
           min(l.created_at) OVER (PARTITION BY l.part_id, l.location_id) AS first_at
    FROM bench_ledger l JOIN ${locations} x ON x.id = l.location_id JOIN bench_parts p ON p.id = l.part_id
    WINDOW w AS (PARTITION BY l.part_id, l.location_id ORDER BY l.created_at ROWS UNBOUNDED PRECEDING)
  ),
  sized AS (
    SELECT r.*, GREATEST(r.part_batch, ceil(r.per_day * EXTRACT(epoch FROM ${cover}) / 86400)) AS batch,
           CASE WHEN r.min_stock > 0 THEN r.min_stock ELSE r.hi END AS reorder_at
    FROM running r
  ),
  triggered AS (
    SELECT s.*, max(GREATEST(0, ceil((s.given_after + s.reorder_at) / s.batch) - 1)) OVER w AS due
    FROM sized s
    WINDOW w AS (PARTITION BY s.part_id, s.location_id ORDER BY s.created_at ROWS UNBOUNDED PRECEDING)
  ),
  stepped AS (
    SELECT t.*, COALESCE(lag(t.due) OVER (PARTITION BY t.part_id, t.location_id ORDER BY t.created_at), 0) AS due_before
    FROM triggered t
  ),
  deliveries AS (
    SELECT part_id, location_id, batch, cost_now, first_at - ${lead} AS at FROM stepped WHERE created_at = first_at
    UNION ALL
    SELECT s.part_id, s.location_id, s.batch, s.cost_now, s.created_at + random() * ${lead} AS at
    FROM stepped s CROSS JOIN LATERAL generate_series(s.due_before::int + 1, s.due::int) k
    WHERE s.due > s.due_before
  )`;

/**
 * Trucks loaded from their home store (a move is two rows, out of the store and into the truck, by the
 * truck's keeper), the morning after they reach their reorder point, a week's worth at least.
 */
const GROW_TRUCK_MOVES = `
  WITH ${deliveries("bench_trucks", "interval '18 hours'", "interval '7 days'", "truck_batch")}
  INSERT INTO bench_ledger (part_id, location_id, kind, quantity, unit_cost, created_by_id, created_at)
  SELECT d.part_id, CASE WHEN k.kind = 'MOVED_OUT' THEN t.home_store_id ELSE d.location_id END, k.kind,
         CASE WHEN k.kind = 'MOVED_OUT' THEN -d.batch ELSE d.batch END,
         ${costAt("d.cost_now", "d.at")}, t.keeper_id, d.at
  FROM deliveries d JOIN bench_trucks t ON t.id = d.location_id CROSS JOIN (VALUES ('MOVED_OUT'), ('MOVED_IN')) k(kind)
  WHERE d.at <= now()`;

/**
 * Stores receive what they gave out (to jobs and to trucks) a week after reaching their reorder point, a
 * month's worth at least; 70% of the parts never used yet were received once at the main store. At the part's
 * cost then, give or take a supplier's price; received by a foreman or a manager.
 */
const GROW_RECEIPTS = `
  WITH receivers AS (
    SELECT array_agg(id ORDER BY id) AS ids FROM users
    WHERE organization_id = $1::uuid AND role IN ('SHOP_FOREMAN', 'FLEET_MANAGER') AND status = 'ACTIVE'
  ),
  ${deliveries("bench_stores", "interval '7 days'", "interval '30 days'", "store_batch")},
  received AS (
    SELECT part_id, location_id, batch, cost_now, at FROM deliveries WHERE at <= now()
    UNION ALL
    SELECT p.id, (SELECT id FROM bench_stores WHERE n = 0), p.store_batch, p.unit_cost,
           now() - interval '5 years' + random() * interval '1 year'
    FROM bench_parts p
    WHERE random() < 0.7 AND NOT EXISTS (SELECT 1 FROM bench_ledger l WHERE l.part_id = p.id)
  )
  INSERT INTO bench_ledger (part_id, location_id, kind, quantity, unit_cost, created_by_id, created_at)
  SELECT d.part_id, d.location_id, 'RECEIVED', d.batch, ${costAt("d.cost_now", "d.at", "(0.95 + random() * 0.13)")},
         r.ids[1 + floor(random() * cardinality(r.ids))::int], d.at
  FROM received d CROSS JOIN receivers r`;

/**
 * $2 counts (the ledger's remaining rows): at a part and location that moved, some time after one of its
 * rows, the difference the count found (mostly none or one or two units, a little of a measured quantity).
 */
const GROW_COUNTS = `
  WITH receivers AS (
    SELECT array_agg(id ORDER BY id) AS ids FROM users
    WHERE organization_id = $1::uuid AND role IN ('SHOP_FOREMAN', 'FLEET_MANAGER') AND status = 'ACTIVE'
  ),
  anchors AS (
    SELECT l.part_id, l.location_id, l.created_at FROM bench_ledger l WHERE random() < $3::float8 LIMIT $2::int
  )
  INSERT INTO bench_ledger (part_id, location_id, kind, quantity, unit_cost, reason, created_by_id, created_at)
  SELECT a.part_id, a.location_id, 'COUNTED',
         CASE WHEN p.dec = 0 THEN (ARRAY[-2, -1, -1, 0, 0, 0, 0, 1])[1 + floor(random() * 8)::int]
              ELSE round(((random() - 0.6) * (p.lo + p.hi) * 0.2)::numeric, p.dec) END,
         ${costAt("p.unit_cost", "a.created_at")}, (ARRAY['Cycle count', 'Annual stocktake', 'Truck audit', 'Damaged in storage',
                             'Found on the shelf', 'Count after negative stock', 'Leak, written off'])[1 + floor(random() * 7)::int],
         r.ids[1 + floor(random() * cardinality(r.ids))::int],
         LEAST(now(), a.created_at + random() * interval '30 days')
  FROM anchors a JOIN bench_parts p ON p.id = a.part_id CROSS JOIN receivers r`;

/**
 * What the trigger of migrations 019 and 021 would have left, from the organization's whole ledger in time
 * order: the sum per part and location, needs_count when a change other than a count left it below zero after
 * the last count, and to_order from the part's minimum.
 */
export const FILL_ON_HAND = `
  WITH ordered AS (
    SELECT organization_id, part_id, location_id, kind, created_at, quantity,
           sum(quantity) OVER w AS running, count(*) FILTER (WHERE kind = 'COUNTED') OVER w AS counts_so_far
    FROM stock_ledger WHERE organization_id = $1::uuid
    WINDOW w AS (PARTITION BY part_id, location_id ORDER BY created_at, id ROWS UNBOUNDED PRECEDING)
  ),
  summed AS (
    SELECT organization_id, part_id, location_id, sum(quantity) AS quantity,
           COALESCE(max(counts_so_far) FILTER (WHERE kind <> 'COUNTED' AND running < 0), -1)
             = count(*) FILTER (WHERE kind = 'COUNTED') AS needs_count,
           max(created_at) AS updated_at
    FROM ordered GROUP BY organization_id, part_id, location_id
  )
  INSERT INTO stock_on_hand AS s (organization_id, part_id, location_id, quantity, needs_count, updated_at, to_order)
  SELECT x.organization_id, x.part_id, x.location_id, x.quantity, x.needs_count, x.updated_at,
         stock_is_to_order(x.quantity, p.min_stock, p.archived_at IS NOT NULL)
  FROM summed x JOIN parts p ON p.id = x.part_id
  ON CONFLICT (part_id, location_id) DO UPDATE SET quantity = EXCLUDED.quantity,
    needs_count = EXCLUDED.needs_count, updated_at = EXCLUDED.updated_at, to_order = EXCLUDED.to_order`;

/** What migration 020's trigger keeps: the organization's stock at each part's cost, below zero counting as none. */
const STOCK_VALUE = `
  SELECT o.id AS organization_id, COALESCE(sum(GREATEST(h.quantity, 0) * p.unit_cost), 0) AS value
  FROM organizations o
  LEFT JOIN stock_on_hand h ON h.organization_id = o.id LEFT JOIN parts p ON p.id = h.part_id
  GROUP BY o.id`;
const FILL_STOCK_VALUE = `
  INSERT INTO stock_value (organization_id, value)
  SELECT organization_id, value FROM (${STOCK_VALUE}) v WHERE organization_id = $1::uuid
  ON CONFLICT (organization_id) DO UPDATE SET value = EXCLUDED.value`;

/** The share of the ledger that is parts used on jobs (receipts, loads and returns follow from them). */
const USED_SHARE = 0.66;

const TEMP_TABLES = ["bench_parts", "bench_stores", "bench_trucks", "bench_ledger"];

async function count(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Grows the organization's parts to `targets.parts` and, with the parts it adds, its ledger by
 * `targets.ledgerRows` rows. An organization that already has the parts is left as it is.
 */
export async function growParts(
  db: Queryable,
  organizationId: string,
  tag: string,
  targets: PartsTargets,
  log: (line: string) => void,
): Promise<void> {
  const existing = await count(db, "SELECT count(*) AS n FROM parts WHERE organization_id = $1", [
    organizationId,
  ]);
  if (existing >= targets.parts) {
    log(`  ${tag}: has ${existing} parts already; parts not grown`);
    return;
  }
  let step = performance.now();
  const took = () => {
    const seconds = ((performance.now() - step) / 1000).toFixed(0);
    step = performance.now();
    return `${seconds} s`;
  };
  await db.query(GROW_STORES, [organizationId, STORES]);
  await db.query(GROW_TRUCKS, [organizationId]);
  try {
    await db.query("CREATE TEMP TABLE bench_stores (n int, id uuid)");
    await db.query(
      `INSERT INTO bench_stores
       SELECT row_number() OVER (ORDER BY array_position($2::text[], name), name) - 1, id FROM stock_locations
       WHERE organization_id = $1::uuid AND kind = 'STORE'`,
      [organizationId, STORES],
    );
    const stores = await count(db, "SELECT count(*) AS n FROM bench_stores");
    // A truck's home store: the main store for most, the yards' for the others.
    await db.query("CREATE TEMP TABLE bench_trucks (id uuid, keeper_id uuid, home_store_id uuid)");
    await db.query(
      `INSERT INTO bench_trucks
       SELECT l.id, l.keeper_id, s.id
       FROM (SELECT id, keeper_id, random() AS r FROM stock_locations
             WHERE organization_id = $1::uuid AND kind = 'TRUCK' AND keeper_id IS NOT NULL) l
       JOIN bench_stores s ON s.n = CASE WHEN l.r < 0.7 THEN 0 ELSE 1 + floor((l.r - 0.7) / 0.3 * ($2::int - 1))::int END`,
      [organizationId, stores],
    );
    const trucks = await count(db, "SELECT count(*) AS n FROM bench_trucks");
    await db.query(`CREATE TEMP TABLE bench_parts (
      id uuid PRIMARY KEY, grp text, weight float8, rnk int, unit text, unit_cost numeric, min_stock numeric,
      reorder_qty numeric, lo numeric, hi numeric, dec int, archived boolean, truck_batch numeric, store_batch numeric)`);
    await db.query(`CREATE TEMP TABLE bench_ledger (
      part_id uuid, location_id uuid, kind text, quantity numeric, unit_cost numeric, work_order_id uuid,
      reason text, created_by_id uuid, created_at timestamptz)`);
    const seed = await count(db, "SELECT abs(hashtext($1::text) % 1000) AS n", [tag]);
    await db.query(GROW_PARTS, [organizationId, targets.parts - existing, seed]);
    // The draw order in each group: the most used first (an item's weight, times a part's own luck); the
    // batches a truck loads (about six jobs' worth) and a store receives (the reorder quantity).
    await db.query(`UPDATE bench_parts p SET rnk = r.rnk,
        truck_batch = CASE WHEN p.dec = 0 THEN GREATEST(1, ceil((p.lo + p.hi) / 2 * 6))
                           ELSE round((p.lo + p.hi) / 2 * 6, p.dec) END
      FROM (SELECT id, (row_number() OVER (PARTITION BY grp ORDER BY weight DESC, id) - 1)::int AS rnk
            FROM bench_parts WHERE NOT archived) r
      WHERE r.id = p.id`);
    await db.query(`UPDATE bench_parts SET truck_batch = COALESCE(truck_batch, 1),
      store_batch = CASE WHEN reorder_qty > 0 THEN reorder_qty ELSE COALESCE(truck_batch, 1) * 3 END`);
    await db.query("ANALYZE bench_parts");
    const parts = await count(db, "SELECT count(*) AS n FROM bench_parts");
    log(`  ${tag}: ${stores} stores, ${trucks} trucks, ${parts} parts added (${took()})`);

    // Two thirds of the ledger are parts used on jobs; the rest follows from them, counts fill it up.
    const orders = await count(
      db,
      `SELECT count(*) AS n FROM work_orders WHERE organization_id = $1 AND work_order_type <> 'INSPECTION'
       AND mechanic_id IS NOT NULL AND status IN ('COMPLETED', 'IN_PROGRESS', 'WAITING_PARTS', 'WAITING_APPROVAL', 'ON_HOLD')`,
      [organizationId],
    );
    const perOrder = orders > 0 ? (USED_SHARE * targets.ledgerRows) / orders : 0;
    await db.query(GROW_USES, [organizationId, 2 * perOrder + 1, stores]);
    const used = await count(db, "SELECT count(*) AS n FROM bench_ledger");
    log(`  ${tag}: ${used} uses on ${orders} work orders (${took()})`);
    await db.query("ANALYZE bench_ledger");
    await db.query(GROW_RETURNS, [used > 0 ? (0.03 * targets.ledgerRows) / used : 0]);
    await db.query(GROW_TRUCK_MOVES);
    await db.query("ANALYZE bench_ledger");
    await db.query(GROW_RECEIPTS, [organizationId]);
    await db.query("ANALYZE bench_ledger");
    const staged = await count(db, "SELECT count(*) AS n FROM bench_ledger");
    const counts = Math.max(0, targets.ledgerRows - staged);
    await db.query(GROW_COUNTS, [organizationId, counts, Math.min(1, (counts * 1.2) / Math.max(1, staged))]);
    const { rows: kinds } = await db.query<{ kind: string; n: string | number }>(
      "SELECT kind, count(*) AS n FROM bench_ledger GROUP BY kind ORDER BY kind",
    );
    log(`  ${tag}: ledger staged: ${kinds.map((k) => `${k.kind} ${k.n}`).join(", ")} (${took()})`);

    // In time order, as it would have been appended; the on-hand trigger off for this transaction only.
    await db.query("BEGIN");
    try {
      await db.query("ALTER TABLE stock_ledger DISABLE TRIGGER stock_ledger_keeps_on_hand");
      await db.query(
        `INSERT INTO stock_ledger (organization_id, part_id, location_id, kind, quantity, unit_cost, work_order_id,
                                   reason, created_by_id, created_at)
         SELECT $1::uuid, part_id, location_id, kind, quantity, unit_cost, work_order_id, reason, created_by_id,
                created_at
         FROM bench_ledger ORDER BY created_at`,
        [organizationId],
      );
      log(`  ${tag}: ledger written (${took()})`);
      // The stock value's row trigger (migration 020) would update the organization's one counter row once per
      // part-location in this transaction, each update walking the row's growing chain of versions: quadratic
      // (it did not end in 18 minutes for 270,000 rows). Off for the fill, the value set once after it.
      await db.query("ALTER TABLE stock_on_hand DISABLE TRIGGER stock_on_hand_keeps_value");
      await db.query(FILL_ON_HAND, [organizationId]);
      await db.query(FILL_STOCK_VALUE, [organizationId]);
      await db.query("ALTER TABLE stock_on_hand ENABLE TRIGGER stock_on_hand_keeps_value");
      await db.query("ALTER TABLE stock_ledger ENABLE TRIGGER stock_ledger_keeps_on_hand");
      await db.query("COMMIT");
    } catch (error) {
      await db.query("ROLLBACK");
      throw error;
    }
    log(`  ${tag}: stock on hand filled from the ledger (${took()})`);
  } finally {
    for (const table of TEMP_TABLES) await db.query(`DROP TABLE IF EXISTS ${table}`);
  }
}

export interface OnHandCheck {
  ledgerRows: number;
  pairs: number;
  mismatched: number;
  belowZero: number;
  flagged: number;
  flaggedWrongly: number;
  toOrder: number;
  toOrderWrongly: number;
  /** Organizations whose kept stock value is not their stock on hand at each part's cost. */
  valueWrongly: number;
}

/**
 * Every part and location's on-hand against the sum of its ledger rows (and needs_count against the ledger
 * in time order), over the whole database.
 */
export async function checkOnHand(db: Queryable): Promise<OnHandCheck> {
  const { rows } = await db.query<Record<keyof OnHandCheck, string | number>>(`
    WITH ordered AS (
      SELECT part_id, location_id, kind, quantity,
             sum(quantity) OVER w AS running, count(*) FILTER (WHERE kind = 'COUNTED') OVER w AS counts_so_far
      FROM stock_ledger
      WINDOW w AS (PARTITION BY part_id, location_id ORDER BY created_at, id ROWS UNBOUNDED PRECEDING)
    ),
    ledger AS (
      SELECT part_id, location_id, sum(quantity) AS total, count(*) AS n,
             COALESCE(max(counts_so_far) FILTER (WHERE kind <> 'COUNTED' AND running < 0), -1)
               = count(*) FILTER (WHERE kind = 'COUNTED') AS needs_count
      FROM ordered GROUP BY part_id, location_id
    )
    SELECT COALESCE(sum(l.n), 0) AS "ledgerRows", count(*) AS pairs,
           count(*) FILTER (WHERE h.quantity IS DISTINCT FROM l.total) AS mismatched,
           count(*) FILTER (WHERE h.quantity < 0) AS "belowZero", count(*) FILTER (WHERE h.needs_count) AS flagged,
           count(*) FILTER (WHERE h.needs_count IS DISTINCT FROM l.needs_count) AS "flaggedWrongly",
           count(*) FILTER (WHERE h.to_order) AS "toOrder",
           count(*) FILTER (WHERE h.to_order IS DISTINCT FROM
                                  stock_is_to_order(h.quantity, p.min_stock, p.archived_at IS NOT NULL)) AS "toOrderWrongly"
           , (SELECT count(*) FROM (${STOCK_VALUE}) v LEFT JOIN stock_value k USING (organization_id)
              WHERE COALESCE(k.value, 0) <> v.value) AS "valueWrongly"
    FROM ledger l FULL JOIN stock_on_hand h ON h.part_id = l.part_id AND h.location_id = l.location_id
    LEFT JOIN parts p ON p.id = COALESCE(h.part_id, l.part_id)`);
  const row = rows[0];
  const n = (key: keyof OnHandCheck) => Number(row?.[key] ?? 0);
  return {
    ledgerRows: n("ledgerRows"),
    pairs: n("pairs"),
    mismatched: n("mismatched"),
    belowZero: n("belowZero"),
    flagged: n("flagged"),
    flaggedWrongly: n("flaggedWrongly"),
    toOrder: n("toOrder"),
    toOrderWrongly: n("toOrderWrongly"),
    valueWrongly: n("valueWrongly"),
  };
}

export const onHandLine = (c: OnHandCheck) =>
  `On-hand check: ${c.pairs.toLocaleString("en-US")} part-locations over ${c.ledgerRows.toLocaleString("en-US")} ledger rows: ` +
  `${c.mismatched === 0 ? "every on-hand equals the sum of its ledger rows" : `${c.mismatched} differ from the sum of their ledger rows`}; ` +
  `${c.belowZero} below zero, ${c.flagged} flagged for a count` +
  `${c.flaggedWrongly === 0 ? " (each as the ledger in time order says)" : `, ${c.flaggedWrongly} flags differ from the ledger in time order`}; ` +
  `${c.toOrder} to order${c.toOrderWrongly === 0 ? " (each as its part's minimum says)" : `, ${c.toOrderWrongly} differ from their part's minimum`}; ` +
  `${c.valueWrongly === 0 ? "every organization's stock value equals its stock at cost" : `${c.valueWrongly} organizations' stock value differs from their stock at cost`}.`;
