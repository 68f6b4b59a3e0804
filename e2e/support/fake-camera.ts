import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  type Browser,
  type BrowserContextOptions,
  type BrowserType,
  devices,
  type Locator,
} from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium-flags.js";
import { E2E_TMP_DIR } from "./environment.js";

const WIDTH = 640;
const HEIGHT = 480;

/**
 * What a camera held up to the printed label sees: the label's QR image (the app's own <img>) drawn on a white
 * 640 x 480 frame, 80% of its height, as the frame's brightness (the Y of YUV), one byte a pixel.
 */
async function labelFrame(label: Locator): Promise<Buffer> {
  const base64 = await label.evaluate(
    (image: HTMLImageElement, { width, height }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2D canvas");
      context.fillStyle = "#fff";
      context.fillRect(0, 0, width, height);
      context.imageSmoothingEnabled = false;
      const side = Math.round(height * 0.8);
      context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side);
      const { data } = context.getImageData(0, 0, width, height);
      let binary = "";
      for (let i = 0; i < width * height; i++) {
        const [r = 0, g = 0, b = 0] = [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]];
        binary += String.fromCharCode(Math.round(0.299 * r + 0.587 * g + 0.114 * b));
      }
      return btoa(binary);
    },
    { width: WIDTH, height: HEIGHT },
  );
  return Buffer.from(base64, "base64");
}

/** One still frame as YUV4MPEG2 (4:2:0, full-range), the file format Chromium's fake camera plays in a loop. */
function writeY4m(path: string, luma: Buffer): void {
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  writeFileSync(path, Buffer.concat([Buffer.from(header), Buffer.from("FRAME\n"), luma, chroma, chroma]));
}

/** Writes what a camera held up to `label` sees as a video file for Chromium's fake camera; answers its path. */
export async function filmLabel(label: Locator, name: string): Promise<string> {
  const file = resolve(E2E_TMP_DIR, `camera-${name}.y4m`);
  writeY4m(file, await labelFrame(label));
  return file;
}

/**
 * A Chromium with a fake camera: playing `videoFile`, or Chromium's own test pattern without one. The flags
 * are taken at launch, so a test that scans launches its own browser (close it at the end).
 */
export function launchWithCamera(browserType: BrowserType, videoFile?: string): Promise<Browser> {
  const file = videoFile ? [`--use-file-for-fake-video-capture=${videoFile}`] : [];
  return browserType.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, "--use-fake-device-for-media-stream", ...file],
  });
}

/** The phone project's device, with the camera allowed; `baseURL` is the server under test. */
export const phoneWithCamera = (baseURL: string): BrowserContextOptions => ({
  ...devices["Pixel 7"],
  viewport: { width: 375, height: 812 },
  baseURL,
  permissions: ["camera"],
});
