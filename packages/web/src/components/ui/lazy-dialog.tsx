import { type ComponentType, lazy, Suspense, useEffect } from "react";

const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(work) : setTimeout(work, 200);

/**
 * A dialog whose code (its form, zod, the pickers) is not part of the page's first chunks: a dashboard draws
 * without evaluating it, and it is fetched at the browser's first quiet moment after the page has drawn (so it
 * opens at once, and offline too, before the service worker has precached it), or when first opened. Every
 * dialog here renders nothing while closed, so `open` stands for its own closed state (a null work order etc.).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P & { open: boolean }) {
    useEffect(() => {
      whenIdle(() => void load());
    }, []);
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
