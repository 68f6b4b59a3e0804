import { useRegisterSW } from "virtual:pwa-register/react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../components/ui/button";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (/sw.js) from app code, since the CSP forbids inline scripts, and offers a
 * new version instead of reloading under a mechanic's half-filled form.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-4 text-ink shadow-lg"
    >
      <p className="min-w-0 flex-1 text-sm font-medium">
        <Trans>A new version of Maintenance Nexus is ready.</Trans>
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setNeedRefresh(false)}>
          <Trans>Later</Trans>
        </Button>
        <Button onClick={() => void updateServiceWorker(true)}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    </div>
  );
}
