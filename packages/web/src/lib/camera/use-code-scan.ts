import { SCAN_MESSAGES } from "@mnx/domain";
import { type RefObject, useEffect, useRef, useState } from "react";
import { type CodeFormat, type CodeReader, createCodeReader } from "./code-reader";

/** A frame every this many milliseconds: quick enough to feel instant, light enough for a phone's battery. */
const SCAN_INTERVAL_MS = 150;
/** The same text is handed on again only after this long (a label still in view after a refusal). */
const REPEAT_AFTER_MS = 4000;

/**
 * While the camera is live, reads its frames for the codes of `formats` (a module-level constant) and hands each
 * text seen to `onText`, one at a time; `onText` answers true when scanning is over (the machine or the part
 * opens). Answers a problem when no reader could be loaded.
 */
export function useCodeScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  live: boolean,
  formats: readonly CodeFormat[],
  onText: (text: string) => Promise<boolean>,
): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const handler = useRef(onText);
  useEffect(() => {
    handler.current = onText;
  });

  useEffect(() => {
    if (!live) return;
    let stopped = false;
    let timer: number | undefined;
    let last = { text: "", at: 0 };
    const readFrame = async (read: CodeReader) => {
      const video = videoRef.current;
      if (!video || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return null;
      try {
        return await read(video);
      } catch {
        return null; // a frame the reader could not take (the video was resizing): the next one will do
      }
    };
    const loop = async (read: CodeReader) => {
      if (stopped) return;
      const text = await readFrame(read);
      const now = Date.now();
      if (!stopped && text && (text !== last.text || now - last.at > REPEAT_AFTER_MS)) {
        last = { text, at: now };
        if (await handler.current(text)) return;
        last.at = Date.now();
      }
      if (!stopped) timer = window.setTimeout(() => void loop(read), SCAN_INTERVAL_MS);
    };
    createCodeReader(formats).then(
      (read) => void loop(read),
      () => {
        if (!stopped) setProblem(SCAN_MESSAGES.cameraFailed);
      },
    );
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [videoRef, live, formats]);

  return problem;
}
