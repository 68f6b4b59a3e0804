import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { CodeFormat } from "../../lib/camera/code-reader";
import { useCamera } from "../../lib/camera/use-camera";
import { useCodeScan } from "../../lib/camera/use-code-scan";
import { ScannerViewfinder } from "./scanner-viewfinder";

interface CameraPanelProps {
  /** The codes to look for: a module-level constant. */
  formats: readonly CodeFormat[];
  /** What to point the camera at, under the picture while it runs. */
  hint: string;
  /** Each text read, one at a time; answers true when scanning is over. */
  onText: (text: string) => Promise<boolean>;
  onRetry: () => void;
}

/**
 * One opening of the rear camera reading codes (docs/decisions/023, 032): the equipment scanner and the parts
 * scanner share it. A retry mounts a new one (a new key), which asks for the camera again.
 */
export function CameraPanel({ formats, hint, onText, onRetry }: CameraPanelProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera(videoRef);
  const readerProblem = useCodeScan(videoRef, camera.status === "live", formats, onText);
  const { t } = useLingui();
  const shown = readerProblem ? { status: "failed" as const, message: readerProblem } : camera;
  return (
    <section aria-label={t`Camera`} className="space-y-2">
      <ScannerViewfinder videoRef={videoRef} camera={shown} onRetry={onRetry} />
      {shown.status === "live" ? <p className="text-center text-sm text-ink-muted">{hint}</p> : null}
    </section>
  );
}
