/** Reads the text of a code in the camera's current frame, or null when there is none. */
export type CodeReader = (video: HTMLVideoElement) => Promise<string | null>;

/**
 * The codes a scanner looks for, as BarcodeDetector names them: an equipment label's QR code, or a part's
 * barcode (EAN/UPC on a box, Code 128 or 39 on a bin label) or a QR code printed for it.
 */
export type CodeFormat =
  | "qr_code"
  | "ean_13"
  | "ean_8"
  | "upc_a"
  | "upc_e"
  | "code_128"
  | "code_39"
  | "data_matrix";

/** An equipment label: a QR code. */
export const LABEL_FORMATS: readonly CodeFormat[] = ["qr_code"];
/** A part: the barcode on its box or bin, or a QR code printed for it. */
export const PART_FORMATS: readonly CodeFormat[] = [
  "ean_13",
  "ean_8",
  "upc_a",
  "upc_e",
  "code_128",
  "code_39",
  "qr_code",
];

interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats: () => Promise<string[]>;
}

/** jsQR reads this many pixels on the long side at most: a label fills much of the frame, and phones are slow. */
const JSQR_LONG_SIDE = 640;

/** The browser's own detector for those of `formats` it reads; null when it reads none of them. */
async function barcodeDetectorReader(formats: readonly CodeFormat[]): Promise<CodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  let supported: string[];
  try {
    supported = (await Detector.getSupportedFormats()).filter((format) =>
      (formats as readonly string[]).includes(format),
    );
  } catch {
    return null;
  }
  // Without QR codes, jsQR would read the labels the detector cannot: keep it for them.
  if (supported.length === 0 || (formats.includes("qr_code") && !supported.includes("qr_code"))) return null;
  const detector = new Detector({ formats: supported });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

/** jsQR is loaded only here, when a browser without a QR-reading BarcodeDetector scans (never on /login). */
async function jsQrReader(): Promise<CodeReader> {
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas to read the camera's frames");
  return async (video) => {
    const scale = Math.min(1, JSQR_LONG_SIDE / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    if (canvas.width === 0 || canvas.height === 0) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    // Printed labels are dark modules on white: no inverted pass, half the work per frame.
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

/**
 * The browser's own BarcodeDetector where it reads the codes asked for (Android, macOS, ChromeOS), else jsQR,
 * which reads QR codes only (a part's printed barcode then is typed: the scanners say so).
 */
export async function createCodeReader(formats: readonly CodeFormat[]): Promise<CodeReader> {
  return (await barcodeDetectorReader(formats)) ?? (await jsQrReader());
}
