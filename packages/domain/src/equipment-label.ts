/** The web app's page of one machine: what a printed label's QR code points to (docs/decisions/023). */
export const equipmentPath = (id: string) => `/equipment/${id}`;

/** The URL a label's QR code holds: this app's address of the machine, so any camera app opens it. */
export const equipmentLabelUrl = (origin: string, id: string) =>
  `${origin.replace(/\/+$/, "")}${equipmentPath(id)}`;

/** The longest code a label may hold (the add and edit forms' limit). */
export const EQUIPMENT_CODE_MAX = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a scanned (or typed) label says. */
export type ScannedLabel =
  | { kind: "machine"; id: string }
  | { kind: "code"; code: string }
  | { kind: "unknown" };

/** scheme, host and path of an absolute URL (the domain has no URL class: it runs in neither DOM nor Node types). */
const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*):\/\/[^/?#\s]*([^?#\s]*)(?:[?#]\S*)?$/i;

function fromUrl(text: string): ScannedLabel {
  const [, scheme = "", path = ""] = ABSOLUTE_URL.exec(text) ?? [];
  if (!/^https?$/i.test(scheme)) return { kind: "unknown" };
  const [first, id, ...rest] = path.split("/").filter(Boolean);
  if (first === "equipment" && id && UUID.test(id) && rest.length === 0)
    return { kind: "machine", id: id.toLowerCase() };
  return { kind: "unknown" };
}

/**
 * Reads a label's text: a URL of this app's machine page (on whichever address of the server it was printed:
 * the path carries the machine, the server checks the organization) opens the machine; an older label's bare
 * code (or a typed code or equipment number) is looked up by the server; any other link is no label of ours.
 */
export function readScannedLabel(text: string): ScannedLabel {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "unknown" };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return fromUrl(trimmed);
  if (trimmed.length > EQUIPMENT_CODE_MAX) return { kind: "unknown" };
  return { kind: "code", code: trimmed };
}
