import { SCAN_MESSAGES } from "@mnx/domain";

/** What to tell the person when the camera cannot be opened, by the error getUserMedia gave. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
      return SCAN_MESSAGES.denied;
    case "NotFoundError":
    case "OverconstrainedError":
      return SCAN_MESSAGES.noCamera;
    case "NotReadableError":
    case "AbortError":
      return SCAN_MESSAGES.cameraBusy;
    default:
      return SCAN_MESSAGES.cameraFailed;
  }
}

/** Before asking: a page without camera access at all (plain http on a network address, an old browser). */
export function cameraUnavailable(): string | null {
  // Both are missing outside a secure context, whatever the types say.
  const media = navigator.mediaDevices as MediaDevices | undefined;
  if (typeof media?.getUserMedia === "function") return null;
  return window.isSecureContext ? SCAN_MESSAGES.noCamera : SCAN_MESSAGES.insecure;
}
