import type { PartForm, StockEntryKind } from "@mnx/domain";
import {
  addParts,
  addStockLocation,
  appendStockEntries,
  type LedgerLine,
  setLocationMinimum,
} from "../../modules/parts/parts-writes.js";
import type { Database } from "../database.js";
import type { DemoPart, PartsSpec } from "./parts-catalog.js";
import { daysAfter, hoursAfter, Random } from "./random.js";

/**
 * The demo organization's parts (docs/decisions/032-parts-screens.md): a catalogue, a main store, a site
 * container and two service trucks, and two months of stock history written through the parts module's writes
 * (the tables' owner): the first deliveries, the trucks loaded, parts used on the completed work orders of the
 * seed, a shelf count, a price change, a truck's last filter taken twice (stock -1, flagged for a count) and a
 * few parts at or below their minimum (the 'to order' list); each truck has its own minimum of what it was
 * loaded with (its load, docs/decisions/036). It reads the people and work orders already there,
 * so it also fills an organization seeded before parts existed; it runs once (no location yet).
 */

/** An EAN-13: the 12 digits and their check digit. */
export function ean13(digits: string): string {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const toForm = (part: DemoPart): PartForm => ({
  partNumber: part.partNumber,
  name: part.name,
  description: part.description,
  category: part.category,
  unit: part.unit,
  unitCost: part.newCost ?? part.cost,
  minStock: part.minStock,
  reorderQty: part.reorderQty,
  manufacturerPartNumber: part.manufacturerPartNumber,
  supplierPartNumber: part.supplierPartNumber,
  barcode: part.ean ? ean13(part.ean) : undefined,
  fits: part.fits ?? [],
});

/** What a job of each kind uses: part number and quantity. */
const JOB_KITS: readonly (readonly [string, number])[][] = [
  [
    ["1R-0716", 1],
    ["FL-15W40", 28.5],
    ["GR-EP2", 2],
  ],
  [
    ["093-7521", 1],
    ["FL-HYD46", 12.5],
  ],
  [
    ["1R-0750", 1],
    ["FL-DEF", 20],
  ],
  [
    ["1U-3352", 2],
    ["8E-6358", 2],
  ],
  [
    ["HOSE-R2-08", 2.4],
    ["JIC-08-08", 2],
  ],
  [["LED-WL-4", 1]],
  [
    ["K080920", 1],
    ["FL-ELC50", 8],
  ],
  [["BAT-31-12V", 1]],
];

interface Entry extends LedgerLine {
  byId: string;
  createdAt: Date;
}

interface Job {
  id: string;
  mechanic_id: string;
  actual_end: Date;
}

/** The history as it happened: stock and costs followed row by row, so each row is one the API would write. */
class StockStory {
  readonly entries: Entry[] = [];
  private readonly onHand = new Map<string, number>();
  private readonly cost = new Map<string, number>();

  constructor(private readonly partIds: ReadonlyMap<string, string>) {}

  private id(partNumber: string): string {
    const id = this.partIds.get(partNumber);
    if (!id) throw new Error(`No demo part ${partNumber}`);
    return id;
  }

  held(partNumber: string, locationId: string): number {
    return this.onHand.get(`${this.id(partNumber)}:${locationId}`) ?? 0;
  }

  private add(
    kind: StockEntryKind,
    partNumber: string,
    locationId: string,
    quantity: number,
    by: string,
    at: Date,
    extra: Partial<LedgerLine> = {},
  ): void {
    const partId = this.id(partNumber);
    const key = `${partId}:${locationId}`;
    this.onHand.set(key, Math.round(((this.onHand.get(key) ?? 0) + quantity) * 1000) / 1000);
    const unitCost = extra.unitCost ?? this.cost.get(partId) ?? 0;
    this.entries.push({ partId, locationId, kind, quantity, unitCost, byId: by, createdAt: at, ...extra });
  }

  receive(partNumber: string, locationId: string, quantity: number, unitCost: number, by: string, at: Date) {
    this.cost.set(this.id(partNumber), unitCost);
    this.add("RECEIVED", partNumber, locationId, quantity, by, at, { unitCost });
  }

  move(partNumber: string, from: string, to: string, quantity: number, by: string, at: Date) {
    this.add("MOVED_OUT", partNumber, from, -quantity, by, at);
    this.add("MOVED_IN", partNumber, to, quantity, by, at);
  }

  use(partNumber: string, locationId: string, quantity: number, job: Job, at: Date) {
    this.add("USED", partNumber, locationId, -quantity, job.mechanic_id, at, { workOrderId: job.id });
  }

  count(partNumber: string, locationId: string, counted: number, reason: string, by: string, at: Date) {
    this.add("COUNTED", partNumber, locationId, counted - this.held(partNumber, locationId), by, at, {
      reason,
    });
  }
}

async function personId(tx: Database, organizationId: string, email: string): Promise<string> {
  const row = await tx.one<{ id: string }>("SELECT id FROM users WHERE organization_id = $1 AND email = $2", [
    organizationId,
    email,
  ]);
  if (!row) throw new Error(`The demo organization has no ${email}`);
  return row.id;
}

/** The organization's completed jobs of the last `days` days that a mechanic finished, oldest first. */
function recentJobs(tx: Database, organizationId: string, now: Date, days: number) {
  return tx.query<Job>(
    `SELECT id, mechanic_id, actual_end FROM work_orders
     WHERE organization_id = $1 AND status = 'COMPLETED' AND mechanic_id IS NOT NULL
       AND actual_end BETWEEN $2 AND $3
     ORDER BY actual_end, id`,
    [organizationId, daysAfter(now, -days), now],
  );
}

/** Writes the organization's parts and their history; `now` is the seed's moment. */
export async function seedParts(tx: Database, organizationId: string, spec: PartsSpec, now: Date) {
  const random = new Random(4_051_937);
  const ids = await addParts(tx, organizationId, spec.parts.map(toForm));
  const partIds = new Map(spec.parts.map((part, index) => [part.partNumber, ids[index] as string]));
  const locationIds: string[] = [];
  const keepers = new Map<string, string>();
  for (const location of spec.locations) {
    const keeperId = location.keeperEmail
      ? await personId(tx, organizationId, location.keeperEmail)
      : undefined;
    const id = await addStockLocation(tx, organizationId, { ...location, keeperId });
    locationIds.push(id);
    if (keeperId) keepers.set(keeperId, id);
  }
  const [main = "", site = "", truck1 = "", truck2 = ""] = locationIds;
  const storekeeper = await personId(tx, organizationId, spec.storekeeperEmail);
  const day = (back: number, hour = 8) => hoursAfter(daysAfter(now, -back), hour - now.getUTCHours());

  const story = new StockStory(partIds);
  // Each event at its time, run in time order, so every check of what a location holds is the one of that moment.
  const events: { at: Date; run: () => void }[] = [];
  const at = (when: Date, run: () => void) => events.push({ at: when, run });

  for (const part of spec.parts) {
    at(day(60), () => story.receive(part.partNumber, main, part.stock, part.cost, storekeeper, day(60)));
  }
  at(day(50, 10), () => {
    story.receive("GR-EP2", site, 24, 7.4, storekeeper, day(50, 10));
    story.receive("FL-DEF", site, 200, 1.2, storekeeper, day(50, 10));
  });
  // What each truck was loaded with, and its own minimum of the part (its load, docs/decisions/036): the
  // part's minimum is the main store's reorder point, far above what a truck carries.
  const loads: [string, [string, number, number][]][] = [
    [
      truck1,
      [
        ["1R-0750", 3, 2],
        ["1R-0716", 4, 2],
        ["FS1280", 1, 1],
        ["FL-15W40", 40, 20],
        ["GR-EP2", 12, 6],
        ["HOSE-R2-08", 10, 5],
        ["JIC-08-08", 6, 4],
        ["8E-6358", 4, 2],
        ["FUSE-KIT", 1, 1],
      ],
    ],
    [
      truck2,
      [
        ["1R-0716", 3, 2],
        ["P181064", 2, 1],
        ["FL-HYD46", 20, 10],
        ["GR-EP2", 10, 6],
        ["HOSE-R2-08", 6, 4],
      ],
    ],
  ];
  at(day(45, 7), () => {
    for (const [truck, items] of loads) {
      for (const [partNumber, quantity] of items)
        story.move(partNumber, main, truck, quantity, storekeeper, day(45, 7));
    }
  });

  // The seed's completed jobs used parts: from the mechanic's truck when it holds enough, else the main store.
  const jobs = (await recentJobs(tx, organizationId, now, 44)).filter(
    (job) => job.actual_end.getTime() < now.getTime() - 3_600_000,
  );
  for (const job of jobs) {
    const kit = random.pick(JOB_KITS);
    const when = hoursAfter(job.actual_end, -1);
    at(when, () => {
      for (const [partNumber, quantity] of kit) {
        const truck = keepers.get(job.mechanic_id);
        const from = truck && story.held(partNumber, truck) >= quantity ? truck : main;
        if (story.held(partNumber, from) >= quantity) story.use(partNumber, from, quantity, job, when);
      }
    });
  }
  at(day(20, 16), () =>
    story.count(
      "1R-0716",
      main,
      Math.max(0, story.held("1R-0716", main) - 2),
      "Quarterly shelf count: two filters found damaged and binned",
      storekeeper,
      day(20, 16),
    ),
  );
  at(day(10, 9), () => story.receive("1R-0750", main, 12, 39.9, storekeeper, day(10, 9)));
  const mechanic = spec.locations[2]?.keeperEmail;
  if (mechanic) {
    // The demo mechanic's last two jobs both took the truck's last fuel water separator (both offline): -1,
    // flagged for a count. Before that, they gave some grease back to the store.
    const luis = await personId(tx, organizationId, mechanic);
    for (const job of jobs.filter((job) => job.mechanic_id === luis).slice(-2)) {
      const when = hoursAfter(job.actual_end, -0.5);
      at(when, () => story.use("FS1280", truck1, 1, job, when));
    }
    at(day(3, 15), () => {
      if (story.held("GR-EP2", truck1) >= 4) story.move("GR-EP2", truck1, main, 4, luis, day(3, 15));
    });
  }
  for (const event of events.sort((a, b) => a.at.getTime() - b.at.getTime())) event.run();

  // Appended in time order (the on-hand trigger flags a count only when stock really went below zero), each
  // run of rows by one person in one call.
  const { entries } = story;
  for (let start = 0; start < entries.length; ) {
    const by = entries[start]?.byId;
    let end = start;
    while (end < entries.length && entries[end]?.byId === by) end++;
    const run = entries.slice(start, end).map(({ byId: _by, ...line }) => line);
    await appendStockEntries(tx, organizationId, by as string, run);
    start = end;
  }
  for (const [truck, items] of loads) {
    for (const [partNumber, , minimum] of items)
      await setLocationMinimum(tx, organizationId, partIds.get(partNumber) as string, truck, minimum);
  }
}
