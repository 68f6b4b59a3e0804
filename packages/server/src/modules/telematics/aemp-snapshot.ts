import { XMLParser } from "fast-xml-parser";

/**
 * One page of an ISO/TS 15143-3 (AEMP 2.0) fleet snapshot, read from JSON or XML (docs/decisions/044). Element
 * names are read without case (providers write `SerialNumber`, `serialNumber`, `SERIALNUMBER`); XML attributes
 * (the `datetime` of each element) read as elements; namespaces are dropped.
 */
export interface FeedMachine {
  oemName: string | null;
  model: string | null;
  serialNumber: string | null;
  pin: string | null;
  equipmentId: string | null;
  hours: TimedValue | null;
  idleHours: TimedValue | null;
  location: { latitude: number; longitude: number; at: Date } | null;
  /** Distance's odometer, in miles (kilometres converted). */
  distance: TimedValue | null;
  /** FuelUsed: litres burnt since new (US gallons converted). */
  fuelUsed: TimedValue | null;
  /** FuelRemaining and DEFRemaining: percent. */
  fuelRemaining: TimedValue | null;
  defRemaining: TimedValue | null;
  engineRunning: { running: boolean; at: Date } | null;
  faults: FeedFault[];
}

/** A FaultCode element: the code, what it means, how severe and which controller raised it, when. */
export interface FeedFault {
  code: string;
  description: string | null;
  severity: string | null;
  source: string | null;
  at: Date;
}

export interface TimedValue {
  value: number;
  at: Date;
}

export interface SnapshotPage {
  machines: FeedMachine[];
  /** The `next` link's address as written (relative or absolute), or null on the last page. */
  next: string | null;
}

/** A page that cannot be read as a fleet snapshot: the poll fails with this message on the connection. */
export class SnapshotError extends Error {}

/** The most machines one page may hold (a provider's page size is usually 100 to 1,000). */
export const MAX_MACHINES_PER_PAGE = 10_000;

type Node = Record<string, unknown>;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: false,
  transformTagName: (name) => name.toLowerCase(),
  transformAttributeName: (name) => name.toLowerCase(),
});

/** JSON's keys in lower case, all the way down. */
function lowerKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowerKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key.toLowerCase(), lowerKeys(inner)]),
    );
  }
  return value;
}

const isNode = (value: unknown): value is Node =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** An element's text: a string or number as itself, an XML element with attributes by its `#text`. */
function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (isNode(value)) return text(value["#text"]);
  return null;
}

function number(value: unknown): number | null {
  const written = text(value);
  if (written === null) return null;
  const parsed = Number(written);
  return Number.isFinite(parsed) ? parsed : null;
}

function date(value: unknown): Date | null {
  const written = text(value);
  if (written === null) return null;
  const parsed = new Date(written);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** CumulativeOperatingHours { Hour, datetime } and its kin: a value of hours with its own time. */
function hours(element: unknown): TimedValue | null {
  if (!isNode(element)) return null;
  const value = number(element.hour);
  const at = date(element.datetime);
  return value === null || value < 0 || !at ? null : { value, at };
}

function location(element: unknown): FeedMachine["location"] {
  if (!isNode(element)) return null;
  const latitude = number(element.latitude);
  const longitude = number(element.longitude);
  const at = date(element.datetime);
  if (latitude === null || longitude === null || !at) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, at };
}

const KILOMETRES_PER_MILE = 1.609344;
const LITRES_PER_US_GALLON = 3.785411784;
/** The most fault codes kept per machine and page (a machine in trouble repeats a few codes, not thousands). */
export const MAX_FAULTS_PER_MACHINE = 100;

/** A value of an element with its time, converted by the unit the element names (when it names one). */
function measured(
  element: unknown,
  valueName: string,
  unitName: string,
  convert: (value: number, unit: string) => number,
): TimedValue | null {
  if (!isNode(element)) return null;
  const value = number(element[valueName]);
  const at = date(element.datetime);
  if (value === null || value < 0 || !at) return null;
  const converted = convert(value, (text(element[unitName]) ?? "").toLowerCase());
  return { value: Math.round(converted * 10) / 10, at };
}

const toMiles = (value: number, unit: string) => (unit.startsWith("k") ? value / KILOMETRES_PER_MILE : value);
const toLitres = (value: number, unit: string) =>
  unit.startsWith("gal") ? value * LITRES_PER_US_GALLON : value;

function percent(element: unknown): TimedValue | null {
  const timed = measured(element, "percent", "", (value) => value);
  return timed && timed.value <= 100 ? timed : null;
}

function engine(element: unknown): FeedMachine["engineRunning"] {
  if (!isNode(element)) return null;
  const running = text(element.running)?.toLowerCase();
  const at = date(element.datetime);
  if (!at || (running !== "true" && running !== "false")) return null;
  return { running: running === "true", at };
}

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

/** FaultCode elements, directly under the machine or inside a FaultCodes element. */
function faults(element: Node): FeedFault[] {
  const holders = list(element.faultcodes).flatMap((holder) =>
    isNode(holder) && holder.faultcode !== undefined ? list(holder.faultcode) : [holder],
  );
  return [...list(element.faultcode), ...holders].slice(0, MAX_FAULTS_PER_MACHINE).flatMap((fault) => {
    if (!isNode(fault)) return [];
    const code = clip(text(fault.codeidentifier) ?? text(fault.identifier), 200);
    const at = date(fault.datetime);
    if (!code || !at) return [];
    return [
      {
        code,
        description: clip(text(fault.codedescription) ?? text(fault.description), 1000),
        severity: clip(text(fault.codeseverity) ?? text(fault.severity), 100),
        source: clip(text(fault.codesource) ?? text(fault.source), 200),
        at,
      },
    ];
  });
}

function machine(element: unknown): FeedMachine | null {
  if (!isNode(element)) return null;
  const header = isNode(element.equipmentheader) ? element.equipmentheader : element;
  return {
    oemName: text(header.oemname) ?? text(header.make),
    model: text(header.model),
    serialNumber: text(header.serialnumber),
    pin: text(header.pin),
    equipmentId: text(header.equipmentid),
    hours: hours(element.cumulativeoperatinghours),
    idleHours: hours(element.cumulativeidlehours),
    location: location(element.location),
    distance: measured(element.distance, "odometer", "odometerunits", toMiles),
    fuelUsed: measured(element.fuelused, "fuelconsumed", "fuelunits", toLitres),
    fuelRemaining: percent(element.fuelremaining),
    defRemaining: percent(element.defremaining),
    engineRunning: engine(element.enginestatus),
    faults: faults(element),
  };
}

function parse(body: string, contentType: string): unknown {
  const start = body.trimStart()[0];
  const json = contentType.includes("json") || start === "{" || start === "[";
  if (json) {
    try {
      return lowerKeys(JSON.parse(body));
    } catch (error) {
      throw new SnapshotError(`The page is not valid JSON (${(error as Error).message})`);
    }
  }
  if (start !== "<")
    throw new SnapshotError("The page is neither JSON nor XML: not an AEMP 2.0 fleet snapshot");
  try {
    return xml.parse(body, true);
  } catch (error) {
    const reason = (error as { err?: { msg?: string } }).err?.msg ?? (error as Error).message;
    throw new SnapshotError(`The page is not valid XML (${reason})`);
  }
}

/** The `next` link among a page's links ({rel, href}, as elements or attributes). */
function nextLink(links: unknown): string | null {
  for (const link of list(links).flatMap((entry) =>
    isNode(entry) && entry.link !== undefined ? list(entry.link) : [entry],
  )) {
    if (isNode(link) && text(link.rel)?.toLowerCase() === "next") return text(link.href);
  }
  return null;
}

/** Reads one page; throws SnapshotError when it is not a fleet snapshot or holds too many machines. */
export function readSnapshotPage(body: string, contentType = ""): SnapshotPage {
  const root = parse(body, contentType.toLowerCase());
  const fleet = isNode(root) && isNode(root.fleet) ? root.fleet : root;
  if (
    !isNode(fleet) ||
    (fleet.equipment === undefined && fleet.links === undefined && fleet.snapshottime === undefined)
  ) {
    throw new SnapshotError("Not an AEMP 2.0 fleet snapshot: no Fleet, Equipment or Links element");
  }
  const elements = list(fleet.equipment);
  if (elements.length > MAX_MACHINES_PER_PAGE) {
    throw new SnapshotError(
      `The page holds ${elements.length} machines: at most ${MAX_MACHINES_PER_PAGE} are read per page`,
    );
  }
  const machines = elements.map(machine).filter((entry): entry is FeedMachine => entry !== null);
  return { machines, next: nextLink(fleet.links) };
}
