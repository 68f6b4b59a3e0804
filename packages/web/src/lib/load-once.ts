/**
 * A module loaded on first use that may fail to arrive (no signal before it was ever downloaded). Unlike
 * React.lazy, which keeps a failed load for good and sends the whole screen to the error page, a failure is
 * forgotten, so the next use (or the connection coming back) asks again.
 */
export interface LoadOnce<T> {
  /** What has arrived, if anything. */
  readonly loaded: T | undefined;
  /** Starts the download unless it is under way; resolves with the module's export. */
  load(): Promise<T>;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= load().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

let preloadsUnderWay = 0;

/**
 * Preloads a module right after the next paint, beside the page's data: a phone may lose signal the moment the page has drawn (waiting
 * for the browser's first quiet moment left a gap of a few hundred ms after the data in which a dialog could not
 * open). While any preload is under way the root element is marked `data-preloading`, so a person's tools (and
 * the browser tests) can tell the app has everything it needs offline.
 */
export function preload(module: LoadOnce<unknown>): void {
  if (module.loaded) return;
  preloadsUnderWay += 1;
  document.documentElement.dataset.preloading = "";
  const settle = () => {
    preloadsUnderWay -= 1;
    if (preloadsUnderWay === 0) delete document.documentElement.dataset.preloading;
  };
  // Once the browser has painted the page just drawn, not before: its first screen does not wait for these.
  requestAnimationFrame(() => setTimeout(() => void module.load().then(settle, settle), 0));
}
