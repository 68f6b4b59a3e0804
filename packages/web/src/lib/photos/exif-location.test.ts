import { describe, expect, it } from "vitest";
import { readExifLocation } from "./exif-location";

type Dms = [number, number, number];

/** A JPEG head as a camera writes it: SOI, an APP0, APP1 'Exif' with IFD0 -> GPS IFD, then the image data. */
function jpegWithGps(
  gps: { lat?: Dms; latRef?: string; lon?: Dms; lonRef?: string } | null,
  little = true,
): ArrayBuffer {
  const tiff = new DataView(new ArrayBuffer(200));
  const u16 = (at: number, value: number) => tiff.setUint16(at, value, little);
  const u32 = (at: number, value: number) => tiff.setUint32(at, value, little);
  tiff.setUint16(0, little ? 0x4949 : 0x4d4d);
  u16(2, 42);
  u32(4, 8);
  // IFD0: one entry, the GPS IFD pointer (or a Make tag when there is no GPS).
  u16(8, 1);
  u16(10, gps ? 0x8825 : 0x010f);
  u16(12, 4);
  u32(14, 1);
  u32(18, 26);
  u32(22, 0);
  const entries: [number, number, number, number][] = [];
  const rationals = (dms: Dms, at: number) => {
    dms.forEach((value, i) => {
      u32(at + i * 8, Math.round(value * 100));
      u32(at + i * 8 + 4, 100);
    });
    return at;
  };
  if (gps?.latRef) entries.push([1, 2, 2, gps.latRef.charCodeAt(0) << (little ? 0 : 24)]);
  if (gps?.lat) entries.push([2, 5, 3, rationals(gps.lat, 100)]);
  if (gps?.lonRef) entries.push([3, 2, 2, gps.lonRef.charCodeAt(0) << (little ? 0 : 24)]);
  if (gps?.lon) entries.push([4, 5, 3, rationals(gps.lon, 130)]);
  u16(26, entries.length);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 28 + i * 12;
    u16(at, tag);
    u16(at + 2, type);
    u32(at + 4, count);
    u32(at + 8, value >>> 0);
  });
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...new Uint8Array(tiff.buffer)];
  const app1 = [0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif];
  const app0 = [0xff, 0xe0, 0, 6, 0x4a, 0x46, 0x49, 0x46];
  return new Uint8Array([0xff, 0xd8, ...app0, ...app1, 0xff, 0xda, 0, 2, 1, 2, 3]).buffer;
}

describe("readExifLocation", () => {
  it("reads the GPS latitude and longitude, south and west negative, in both byte orders", () => {
    const portland = { lat: [45, 30, 36] as Dms, latRef: "N", lon: [122, 40, 30] as Dms, lonRef: "W" };
    expect(readExifLocation(jpegWithGps(portland))).toEqual({ latitude: 45.51, longitude: -122.675 });
    expect(readExifLocation(jpegWithGps(portland, false))).toEqual({ latitude: 45.51, longitude: -122.675 });
    const sydney = { lat: [33, 52, 4.8] as Dms, latRef: "S", lon: [151, 12, 36] as Dms, lonRef: "E" };
    expect(readExifLocation(jpegWithGps(sydney))).toEqual({ latitude: -33.868, longitude: 151.21 });
  });

  it("answers null without GPS, with half of it, off the globe, or for what is not a JPEG", () => {
    expect(readExifLocation(jpegWithGps(null))).toBeNull();
    expect(readExifLocation(jpegWithGps({ lat: [10, 0, 0], latRef: "N" }))).toBeNull();
    expect(readExifLocation(jpegWithGps({ lat: [95, 0, 0], lon: [10, 0, 0] }))).toBeNull();
    expect(readExifLocation(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]).buffer)).toBeNull();
    expect(readExifLocation(new Uint8Array([0xff, 0xd8]).buffer)).toBeNull();
    // Cut short inside the EXIF block: nothing is read past the end.
    expect(readExifLocation(jpegWithGps({ lat: [1, 0, 0], lon: [1, 0, 0] }).slice(0, 60))).toBeNull();
  });
});
