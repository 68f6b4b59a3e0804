import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/**
 * Whether the app can reach the server (part 1, 4: the offline flag). It follows the browser's online/offline
 * events and, beyond the spec, a call that got no answer on a connection the browser calls online
 * (src/lib/connectivity.ts), so a dead zone on site shows as offline too.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
