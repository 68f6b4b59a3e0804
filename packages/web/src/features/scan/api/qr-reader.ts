/** Reads the text of a QR code in the camera's current frame, or null when there is none. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats: () => Promise<string[]>;
}

/** jsQR reads this many pixels on the long side at most: a label fills much of the frame, and phones are slow. */
const JSQR_LONG_SIDE = 640;

async function barcodeDetectorReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes("qr_code")) return null;
  } catch {
    return null;
  }
  const detector = new Detector({ formats: ["qr_code"] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

/** jsQR is loaded only here, when a browser without a QR-reading BarcodeDetector scans (never on /login). */
async function jsQrReader(): Promise<QrReader> {
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

/** The browser's own BarcodeDetector where it reads QR codes (Android, macOS, ChromeOS), else jsQR. */
export async function createQrReader(): Promise<QrReader> {
  return (await barcodeDetectorReader()) ?? (await jsQrReader());
}
