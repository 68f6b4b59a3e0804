import { type RefObject, useEffect, useState } from "react";
import { cameraProblem, cameraUnavailable } from "./camera-problem";

export type CameraState = { status: "starting" } | { status: "live" } | { status: "failed"; message: string };

/** The rear camera when there is one; a size that shows a label sharply without taxing the phone. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/**
 * Shows the rear camera in `videoRef` while the component is mounted (asking for permission the first time);
 * the camera is released on unmount. Mounting again (a new key) asks again.
 */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>): CameraState {
  const [state, setState] = useState<CameraState>({ status: "starting" });

  useEffect(() => {
    const video = videoRef.current;
    const unavailable = cameraUnavailable();
    if (!video) return;
    if (unavailable) {
      setState({ status: "failed", message: unavailable });
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    const release = (media: MediaStream) => {
      for (const track of media.getTracks()) track.stop();
    };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
        if (stopped) return release(stream);
        video.srcObject = stream;
        await video.play();
        if (!stopped) setState({ status: "live" });
      } catch (error) {
        if (!stopped) setState({ status: "failed", message: cameraProblem(error) });
      }
    };
    void start();
    return () => {
      stopped = true;
      if (stream) release(stream);
      video.srcObject = null;
    };
  }, [videoRef]);

  return state;
}
