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
