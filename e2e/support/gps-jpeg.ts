import type { Page } from "@playwright/test";

/** An EXIF APP1 segment (big-endian TIFF) holding only GPS latitude and longitude, as degrees/minutes/seconds. */
function gpsApp1(latitude: number, longitude: number): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // IFD0: the GPS IFD pointer only
  tiff.writeUInt16BE(0x8825, 10);
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  const entries: [number, number, number, number][] = [
    [1, 2, 2, (latitude < 0 ? 0x53 : 0x4e) << 24],
    [2, 5, 3, 80],
    [3, 2, 2, (longitude < 0 ? 0x57 : 0x45) << 24],
    [4, 5, 3, 104],
  ];
  tiff.writeUInt16BE(entries.length, 26);
  entries.forEach(([tag, type, count, value], i) => {
    tiff.writeUInt16BE(tag, 28 + i * 12);
    tiff.writeUInt16BE(type, 30 + i * 12);
    tiff.writeUInt32BE(count, 32 + i * 12);
    tiff.writeUInt32BE(value >>> 0, 36 + i * 12);
  });
  const dms = (value: number, at: number) => {
    const abs = Math.abs(value);
    const degrees = Math.floor(abs);
    const minutes = Math.floor((abs - degrees) * 60);
    const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 1000);
    [degrees, 1, minutes, 1, seconds, 1000].forEach((part, i) => {
      tiff.writeUInt32BE(part, at + i * 4);
    });
  };
  dms(latitude, 80);
  dms(longitude, 104);
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** A real JPEG (drawn and encoded by the browser) with a camera's GPS tags put in after its start marker. */
export async function gpsJpeg(page: Page, latitude: number, longitude: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext("2d");
    if (context) {
      context.fillStyle = "#e0a010";
      context.fillRect(0, 0, 640, 480);
    }
    return canvas.toDataURL("image/jpeg", 0.9);
  });
  const jpeg = Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
  return Buffer.concat([jpeg.subarray(0, 2), gpsApp1(latitude, longitude), jpeg.subarray(2)]);
}
