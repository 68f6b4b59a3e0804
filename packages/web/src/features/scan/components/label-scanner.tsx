import { SCAN_MESSAGES } from "@mnx/domain";
import { useCallback, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { useCamera } from "../api/use-camera";
import { useLabelResolver } from "../api/use-label-resolver";
import { useQrScan } from "../api/use-qr-scan";
import { ScannerViewfinder } from "./scanner-viewfinder";
import { TypeCodeForm } from "./type-code-form";

/**
 * Scan to open (docs/decisions/023): the rear camera reads an equipment label's QR code, or the person types
 * the code printed on it; `onOpen` gets the machine. What went wrong (no camera, not our label, not found)
 * is said under the camera, and scanning goes on.
 */
export function LabelScanner({ onOpen }: { onOpen: (equipmentId: string) => void }) {
  const resolve = useLabelResolver();
  const [attempt, setAttempt] = useState(0);
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const open = useCallback(
    async (text: string) => {
      setLooking(true);
      const result = await resolve(text);
      setLooking(false);
      if ("id" in result) {
        onOpen(result.id);
        return true;
      }
      setProblem(result.problem);
      return false;
    },
    [resolve, onOpen],
  );

  return (
    <div className="mx-auto max-w-md space-y-5">
      <CameraPanel key={attempt} onText={open} onRetry={() => setAttempt((n) => n + 1)} />
      <div>
        {looking ? (
          <Spinner label={SCAN_MESSAGES.looking} />
        ) : problem ? (
          <Alert tone="warning">{problem}</Alert>
        ) : null}
      </div>
      <TypeCodeForm busy={looking} onSubmit={(code) => void open(code)} />
    </div>
  );
}

interface CameraPanelProps {
  onText: (text: string) => Promise<boolean>;
  onRetry: () => void;
}

/** One opening of the camera (a retry mounts a new one, which asks again). */
function CameraPanel({ onText, onRetry }: CameraPanelProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera(videoRef);
  const readerProblem = useQrScan(videoRef, camera.status === "live", onText);
  const shown = readerProblem ? { status: "failed" as const, message: readerProblem } : camera;
  return (
    <section aria-label="Camera" className="space-y-2">
      <ScannerViewfinder videoRef={videoRef} camera={shown} onRetry={onRetry} />
      {shown.status === "live" ? (
        <p className="text-center text-sm text-ink-muted">{SCAN_MESSAGES.pointCamera}</p>
      ) : null}
    </section>
  );
}
