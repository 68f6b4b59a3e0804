import { type ComponentType, lazy, Suspense, useEffect } from "react";

/** Runs `work` once the browser has painted the next frame (the page just drawn), not before. */
const afterNextPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

/** A service worker controls the page: it has precached every chunk, so a dialog opens offline without help. */
const chunksPrecached = () => Boolean(navigator.serviceWorker?.controller);

/**
 * A dialog whose code (its form, zod, the pickers) is not part of the page's first chunks: a dashboard draws
 * without evaluating it, and it is loaded when first opened. Until the service worker has precached every chunk
 * (a first visit), it is also loaded as soon as the page has been painted, beside the page's data, so it opens
 * offline too: a mechanic who loses signal the moment their cards appear can still start a job (waiting for the
 * browser's first quiet moment left a gap of a few hundred ms after the data in which it could not; the service
 * worker installs only after the page's data). After the paint, not before: the page's first screen does not wait
 * for the dialogs' files. Once the worker controls the page that would only add a long task. Every
 * dialog here renders nothing while closed, so `open` stands for its own closed state (a null work order etc.).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P & { open: boolean }) {
    useEffect(() => {
      if (!chunksPrecached()) afterNextPaint(() => void load().catch(() => undefined));
    }, []);
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
