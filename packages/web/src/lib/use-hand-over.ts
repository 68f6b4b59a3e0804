import { useEffect, useRef } from "react";

/**
 * An inline form of a queued write (docs/decisions/011): once its write is saved on this device (no connection),
 * the form hands over at once, so the person may go on (add another part, another line); the write's answer on
 * reconnect is then the list's business, not the form's. Answers whether it has handed over.
 */
export function useHandOverWhenSaved(paused: boolean, handOver: () => void): { readonly current: boolean } {
  const handedOver = useRef(false);
  useEffect(() => {
    if (!paused || handedOver.current) return;
    handedOver.current = true;
    handOver();
  }, [paused, handOver]);
  return handedOver;
}
