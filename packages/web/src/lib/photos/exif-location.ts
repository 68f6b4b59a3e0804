import type { PhotoLocation } from "@mnx/domain";

/** The EXIF block sits near the start of a JPEG; the rest of the file is never read. */
const HEAD_BYTES = 256 * 1024;
const GPS_IFD_POINTER = 0x8825;
const RATIONAL = 5;

/**
 * Where a JPEG was taken, from its EXIF GPS tags (APP1 'Exif', TIFF IFD0 -> GPS IFD: latitude 2 with its
 * reference 1, longitude 4 with 3), or null: not a JPEG, no EXIF, no GPS, or a value off the globe. Only
 * read for an organization that keeps photo locations (docs/decisions/021).
 */
export function readExifLocation(bytes: ArrayBuffer): PhotoLocation | null {
  const view = new DataView(bytes);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
  let at = 2;
  while (at + 4 <= view.byteLength && view.getUint8(at) === 0xff) {
    const marker = view.getUint8(at + 1);
    const length = view.getUint16(at + 2);
    if (marker === 0xda || length < 2) return null; // image data starts: no EXIF before it
    if (marker === 0xe1 && isExifHeader(view, at + 4)) return readTiffLocation(view, at + 10, length - 8);
    at += 2 + length;
  }
  return null;
}

/** The file's head, read and parsed; any failure is 'no location'. */
export async function exifLocationOf(file: Blob): Promise<PhotoLocation | null> {
  try {
    return readExifLocation(await file.slice(0, HEAD_BYTES).arrayBuffer());
  } catch {
    return null;
  }
}

function isExifHeader(view: DataView, at: number): boolean {
  const expected = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
  return at + 6 <= view.byteLength && expected.every((byte, i) => view.getUint8(at + i) === byte);
}

function readTiffLocation(view: DataView, start: number, size: number): PhotoLocation | null {
  const end = Math.min(view.byteLength, start + size);
  const order = view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  const u16 = (offset: number) => view.getUint16(start + offset, little);
  const u32 = (offset: number) => view.getUint32(start + offset, little);
  const inside = (offset: number, bytes: number) => offset >= 0 && start + offset + bytes <= end;
  if (!inside(0, 8) || u16(2) !== 42) return null;

  /** The entries of the IFD at `offset`: tag -> the entry's own offset. */
  const entries = (offset: number) => {
    const found = new Map<number, number>();
    if (!inside(offset, 2)) return found;
    const count = u16(offset);
    for (let i = 0; i < count && inside(offset + 2 + i * 12, 12); i++) {
      const entry = offset + 2 + i * 12;
      found.set(u16(entry), entry);
    }
    return found;
  };
  const gpsEntry = entries(u32(4)).get(GPS_IFD_POINTER);
  if (gpsEntry === undefined) return null;
  const gps = entries(u32(gpsEntry + 8));

  const reference = (tag: number) => {
    const entry = gps.get(tag);
    return entry === undefined ? undefined : String.fromCharCode(view.getUint8(start + entry + 8));
  };
  /** Degrees, minutes, seconds (three rationals) as decimal degrees. */
  const degrees = (tag: number) => {
    const entry = gps.get(tag);
    if (entry === undefined || u16(entry + 2) !== RATIONAL || u32(entry + 4) !== 3) return undefined;
    const values = u32(entry + 8);
    if (!inside(values, 24)) return undefined;
    const part = (i: number) => {
      const denominator = u32(values + i * 8 + 4);
      return denominator === 0 ? 0 : u32(values + i * 8) / denominator;
    };
    return part(0) + part(1) / 60 + part(2) / 3600;
  };
  const latitude = degrees(2);
  const longitude = degrees(4);
  if (latitude === undefined || longitude === undefined) return null;
  const location = {
    latitude: round(reference(1) === "S" ? -latitude : latitude),
    longitude: round(reference(3) === "W" ? -longitude : longitude),
  };
  if (Math.abs(location.latitude) > 90 || Math.abs(location.longitude) > 180) return null;
  return location;
}

/** Six decimals: about 10 cm, more than a phone's GPS knows. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
