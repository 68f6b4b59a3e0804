import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in ISO/TS 15143-3 (AEMP 2.0) provider on 127.0.0.1 for the telematics tests (docs/decisions/044):
 * paged fleet snapshots in JSON (the shape of the published Bosch Rexroth example) and XML (the Takeuchi
 * sample's: `datetime` as an attribute, a default namespace), HTTP Basic under /basic/ and OAuth 2 client
 * credentials under /oauth/ (tokens from /token, which the test can expire), and answers queued for a path
 * (a 429 with Retry-After, a 500, a malformed page) served before its regular page.
 */
export interface StandInMachine {
  make: string;
  model: string;
  serial?: string;
  pin?: string;
  equipmentId?: string;
  hours?: { value: number; at: string };
  idleHours?: { value: number; at: string };
  location?: { latitude: number; longitude: number; at: string };
  /** Distance: the odometer in its units ("kilometre" or "mile"). */
  distance?: { value: number; units: string; at: string };
  /** FuelUsed: fuel burnt since new in its units ("litre" or "gallon"). */
  fuelUsed?: { value: number; units: string; at: string };
  fuelRemaining?: { percent: number; at: string };
  defRemaining?: { percent: number; at: string };
  engineRunning?: { running: boolean; at: string };
  /** FaultCode elements (inside a FaultCodes element in XML, directly under the machine in JSON). */
  faults?: { code: string; description: string; severity: string; source: string; at: string }[];
}

/** The elements after the header and hours, each with its time and its fields, as both formats write them. */
function extras(machine: StandInMachine): [string, string, Record<string, string | number>][] {
  const timed: [string, string, Record<string, string | number>][] = [];
  if (machine.distance) {
    const { value, units, at } = machine.distance;
    timed.push(["Distance", at, { OdometerUnits: units, Odometer: value }]);
  }
  if (machine.fuelUsed) {
    const { value, units, at } = machine.fuelUsed;
    timed.push(["FuelUsed", at, { FuelUnits: units, FuelConsumed: value }]);
  }
  if (machine.fuelRemaining) {
    timed.push(["FuelRemaining", machine.fuelRemaining.at, { Percent: machine.fuelRemaining.percent }]);
  }
  if (machine.defRemaining) {
    timed.push(["DEFRemaining", machine.defRemaining.at, { Percent: machine.defRemaining.percent }]);
  }
  if (machine.engineRunning) {
    timed.push([
      "EngineStatus",
      machine.engineRunning.at,
      { Running: String(machine.engineRunning.running) },
    ]);
  }
  return timed;
}

const faultFields = (fault: NonNullable<StandInMachine["faults"]>[number]) => ({
  CodeIdentifier: fault.code,
  CodeDescription: fault.description,
  CodeSeverity: fault.severity,
  CodeSource: fault.source,
});

export interface StandInPage {
  format: "json" | "xml";
  machines: StandInMachine[];
  /** How the page writes its element names: as the standard does, all lower case, or all upper case. */
  nameCase?: "standard" | "lower" | "upper";
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export const BASIC_USER = "fleet-reader";
export const BASIC_PASSWORD = "S3cret-basic-pass-9f2";
export const CLIENT_ID = "mnx-client";
export const CLIENT_SECRET = "S3cret-client-secret-77a";

function header(machine: StandInMachine) {
  return {
    OEMName: machine.make,
    Model: machine.model,
    ...(machine.equipmentId ? { EquipmentID: machine.equipmentId } : {}),
    ...(machine.serial ? { SerialNumber: machine.serial } : {}),
    ...(machine.pin ? { PIN: machine.pin } : {}),
  };
}

function renamed(value: unknown, nameCase: StandInPage["nameCase"]): unknown {
  if (nameCase === "standard" || nameCase === undefined) return value;
  if (Array.isArray(value)) return value.map((inner) => renamed(inner, nameCase));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        nameCase === "lower" ? key.toLowerCase() : key.toUpperCase(),
        renamed(inner, nameCase),
      ]),
    );
  }
  return value;
}

function jsonPage(page: StandInPage, self: string, next: string | null): string {
  const equipment = page.machines.map((machine) => ({
    EquipmentHeader: header(machine),
    ...(machine.location
      ? {
          Location: {
            datetime: machine.location.at,
            Latitude: machine.location.latitude,
            Longitude: machine.location.longitude,
          },
        }
      : {}),
    ...(machine.hours
      ? { CumulativeOperatingHours: { datetime: machine.hours.at, Hour: machine.hours.value } }
      : {}),
    ...(machine.idleHours
      ? { CumulativeIdleHours: { datetime: machine.idleHours.at, Hour: machine.idleHours.value } }
      : {}),
    ...Object.fromEntries(extras(machine).map(([name, at, fields]) => [name, { datetime: at, ...fields }])),
    ...(machine.faults
      ? { FaultCode: machine.faults.map((fault) => ({ datetime: fault.at, ...faultFields(fault) })) }
      : {}),
  }));
  const links = [{ rel: "self", href: self }, ...(next ? [{ rel: "next", href: next }] : [])];
  const fleet = {
    Fleet: { version: "2", snapshotTime: new Date().toISOString(), Links: links, Equipment: equipment },
  };
  return JSON.stringify(renamed(fleet, page.nameCase));
}

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function xmlPage(page: StandInPage, self: string, next: string | null): string {
  const name = (n: string) =>
    page.nameCase === "lower" ? n.toLowerCase() : page.nameCase === "upper" ? n.toUpperCase() : n;
  const el = (n: string, inner: string, attrs = "") => `<${name(n)}${attrs}>${inner}</${name(n)}>`;
  const timed = (n: string, at: string, inner: string) => el(n, inner, ` ${name("datetime")}="${at}"`);
  const fieldsXml = (fields: Record<string, string | number>) =>
    Object.entries(fields)
      .map(([key, value]) => el(key, xmlText(String(value))))
      .join("");
  const machines = page.machines.map((machine) => {
    const head = Object.entries(header(machine))
      .map(([key, value]) => el(key, xmlText(value)))
      .join("");
    return el(
      "Equipment",
      el("EquipmentHeader", head) +
        (machine.location
          ? timed(
              "Location",
              machine.location.at,
              el("Latitude", String(machine.location.latitude)) +
                el("Longitude", String(machine.location.longitude)),
            )
          : "") +
        (machine.hours
          ? timed("CumulativeOperatingHours", machine.hours.at, el("Hour", String(machine.hours.value)))
          : "") +
        (machine.idleHours
          ? timed("CumulativeIdleHours", machine.idleHours.at, el("Hour", String(machine.idleHours.value)))
          : "") +
        extras(machine)
          .map(([n, at, fields]) => timed(n, at, fieldsXml(fields)))
          .join("") +
        (machine.faults
          ? el(
              "FaultCodes",
              machine.faults
                .map((fault) => timed("FaultCode", fault.at, fieldsXml(faultFields(fault))))
                .join(""),
            )
          : ""),
    );
  });
  const links = [el("Links", el("rel", "self") + el("href", xmlText(self)))];
  if (next) links.push(el("Links", el("rel", "next") + el("href", xmlText(next))));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(
    "Fleet",
    links.join("") + machines.join(""),
    ` xmlns="http://standards.iso.org/iso/15143/-3" version="2" snapshotTime="${new Date().toISOString()}"`,
  )}`;
}

export async function startAempServer() {
  const fleets = new Map<string, StandInPage[]>();
  const queued = new Map<string, Answer[]>();
  const requests: { path: string; authorization: string | undefined; at: number }[] = [];
  let tokens = new Set<string>();
  let tokensIssued = 0;

  const authorized = (path: string, headers: IncomingHttpHeaders) => {
    const given = headers.authorization;
    if (path.startsWith("/basic/")) {
      return given === `Basic ${Buffer.from(`${BASIC_USER}:${BASIC_PASSWORD}`).toString("base64")}`;
    }
    if (path.startsWith("/oauth/"))
      return Boolean(given?.startsWith("Bearer ") && tokens.has(given.slice(7)));
    return true;
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const path = url.pathname;
    requests.push({ path, authorization: request.headers.authorization, at: Date.now() });
    const send = (answer: Answer) => {
      response.writeHead(answer.status, answer.headers ?? {});
      response.end(answer.body ?? "");
    };
    if (path === "/token" && request.method === "POST") {
      const client = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
      if (request.headers.authorization !== client)
        return send({ status: 401, body: '{"error":"invalid_client"}' });
      const token = randomBytes(16).toString("hex");
      tokens.add(token);
      tokensIssued++;
      return send({
        status: 200,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ access_token: token, token_type: "Bearer", expires_in: 3600 }),
      });
    }
    const waiting = queued.get(path);
    if (waiting && waiting.length > 0) return send(waiting.shift() as Answer);
    if (!authorized(path, request.headers)) return send({ status: 401, body: "Unauthorized" });
    // /<auth>/<fleet>/<page number>
    const match = /^\/(?:basic|oauth|open)\/([^/]+)\/(\d+)$/.exec(path);
    const pages = match ? fleets.get(match[1] as string) : undefined;
    const index = match ? Number(match[2]) - 1 : -1;
    const page = pages?.[index];
    if (!pages || !page) return send({ status: 404, body: "No such page" });
    const base = path.replace(/\/\d+$/, "");
    // The first page's next link is absolute, the later ones relative (providers write both).
    const next =
      index + 1 < pages.length ? (index === 0 ? `${origin}${base}/${index + 2}` : `${index + 2}`) : null;
    const self = `${origin}${path}`;
    return page.format === "json"
      ? send({
          status: 200,
          headers: { "content-type": "application/json" },
          body: jsonPage(page, self, next),
        })
      : send({
          status: 200,
          headers: { "content-type": "application/xml" },
          body: xmlPage(page, self, next),
        });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    /** The first page's address of a fleet under /basic/, /oauth/ or /open/. */
    fleetUrl: (auth: "basic" | "oauth" | "open", fleet: string) => `${origin}/${auth}/${fleet}/1`,
    tokenUrl: `${origin}/token`,
    setFleet: (fleet: string, pages: StandInPage[]) => fleets.set(fleet, pages),
    /** Answers served for `path` before its regular page, once each. */
    queue: (path: string, ...answers: Answer[]) =>
      queued.set(path, [...(queued.get(path) ?? []), ...answers]),
    /** Every token issued so far stops being accepted (they expired at the provider). */
    expireTokens: () => {
      tokens = new Set();
    },
    tokensIssued: () => tokensIssued,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
