import { Trans } from "@lingui/react/macro";
import { type ComponentType, useEffect, useState } from "react";
import { loadOnce, preload } from "../../lib/load-once";

/** A service worker controls the page: it has precached every chunk, so a dialog opens offline without help. */
const chunksPrecached = () => Boolean(navigator.serviceWorker?.controller);

/**
 * A dialog whose code (its form, zod, the pickers) is not part of the page's first chunks: a dashboard draws
 * without evaluating it, and it is loaded when first opened. Until the service worker has precached every chunk
 * (a first visit), it is also loaded as soon as the page has been painted, beside the page's data
 * (lib/load-once.ts), so it opens offline too (the service worker installs only after the page's data); after the
 * paint, not before, so the page's first screen never waits for the dialogs' files (docs/decisions/034);
 * once the worker controls the page that would only add a long task. If it is opened before its code could
 * arrive and there is no connection, a short notice says so and the dialog opens when the connection returns,
 * instead of the whole screen failing. Every dialog here renders nothing while closed, so `open` stands for its
 * own closed state (a null work order etc.).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const dialog = loadOnce(load);
  const LazyDialog = (props: P & { open: boolean }) => {
    const [, setArrived] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!chunksPrecached()) preload(dialog);
    }, []);
    useEffect(() => {
      if (!props.open || dialog.loaded) return;
      let live = true;
      const attempt = () =>
        dialog.load().then(
          () => live && setArrived((count) => count + 1),
          () => live && setFailed(true),
        );
      void attempt();
      window.addEventListener("online", attempt);
      return () => {
        live = false;
        window.removeEventListener("online", attempt);
      };
    }, [props.open]);

    if (!props.open) return null;
    const Dialog = dialog.loaded;
    if (Dialog) return <Dialog {...props} />;
    return failed ? <NotDownloadedNotice onClose={(props as { onClose?: () => void }).onClose} /> : null;
  };
  /**
   * The same preload for a dialog that is only mounted when opened (an inline form under a list's line): the
   * screen that offers it calls this when it shows the button, so the form opens offline too.
   */
  LazyDialog.preload = () => {
    if (!chunksPrecached()) preload(dialog);
  };
  return LazyDialog;
}

function NotDownloadedNotice({ onClose }: { onClose?: () => void }) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="not-downloaded-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-4 text-ink shadow-lg"
    >
      <p id="not-downloaded-title" className="min-w-0 flex-1 text-sm font-medium">
        <Trans>
          This form is not on this device yet and there is no connection. It opens once you are back online.
        </Trans>
      </p>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-lg border border-line px-4 text-sm font-semibold"
        >
          <Trans>Close</Trans>
        </button>
      ) : null}
    </div>
  );
}
