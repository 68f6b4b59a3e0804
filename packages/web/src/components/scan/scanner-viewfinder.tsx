import { Trans, useLingui } from "@lingui/react/macro";
import { SCAN_MESSAGES } from "@mnx/domain";
import type { RefObject } from "react";
import type { CameraState } from "../../lib/camera/use-camera";
import { domainText } from "../../lib/i18n/i18n";
import { ActionIcon } from "../ui/action-icon";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";

interface ScannerViewfinderProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  camera: CameraState;
  onRetry: () => void;
}

/** The camera's picture with a frame to aim the code into; when it cannot run, why, and a retry. */
export function ScannerViewfinder({ videoRef, camera, onRetry }: ScannerViewfinderProps) {
  const failed = camera.status === "failed";
  const { t } = useLingui();
  return (
    <div
      className={`relative mx-auto w-full max-w-md overflow-hidden rounded-xl border border-line bg-slate-950 text-white shadow-sm ${failed ? "" : "aspect-square"}`}
    >
      {/* Always mounted, so the camera has somewhere to show from the first frame; muted and inline for iOS. */}
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t`Camera view`}
        className={`size-full object-cover ${camera.status === "live" ? "" : failed ? "hidden" : "invisible"}`}
      />
      {camera.status === "live" ? (
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 grid place-items-center">
          <div className="size-3/5 rounded-2xl border-4 border-white/90 shadow-[0_0_0_100vmax_rgb(2_6_23/0.45)]" />
        </div>
      ) : null}
      {camera.status === "starting" ? (
        <div className="absolute inset-0 grid place-items-center p-6 text-center">
          <Spinner className="size-8" label={domainText(SCAN_MESSAGES.starting)} />
        </div>
      ) : null}
      {failed ? (
        // Without a picture the square would only push the typed code down: the reason and a retry, no more.
        <div className="flex flex-col items-center justify-center gap-4 px-6 py-8 text-center">
          <ActionIcon name="cameraOff" className="size-10 text-white/80" />
          <p role="alert" className="max-w-xs text-sm font-medium">
            {domainText(camera.message)}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Try the camera again</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
