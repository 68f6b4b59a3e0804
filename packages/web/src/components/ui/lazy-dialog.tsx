import { type ComponentType, lazy, Suspense, useEffect } from "react";

const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(work) : setTimeout(work, 200);

/** A service worker controls the page: it has precached every chunk, so a dialog opens offline without help. */
const chunksPrecached = () => Boolean(navigator.serviceWorker?.controller);

/**
 * A dialog whose code (its form, zod, the pickers) is not part of the page's first chunks: a dashboard draws
 * without evaluating it, and it is loaded when first opened. Until the service worker has precached every chunk
 * (a first visit), it is also loaded at the browser's first quiet moment after the page has drawn, so it opens
 * offline too; once the worker controls the page that would only add a long task. Every
 * dialog here renders nothing while closed, so `open` stands for its own closed state (a null work order etc.).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P & { open: boolean }) {
    useEffect(() => {
      if (!chunksPrecached()) whenIdle(() => void load());
    }, []);
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
