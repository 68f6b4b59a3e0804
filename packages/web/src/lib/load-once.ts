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

function preloading(): () => void {
  preloadsUnderWay += 1;
  document.documentElement.dataset.preloading = "";
  return () => {
    preloadsUnderWay -= 1;
    if (preloadsUnderWay === 0) delete document.documentElement.dataset.preloading;
  };
}

/** Once the browser has painted the page just drawn, not before: its first screen does not wait for this. */
const afterPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

/**
 * The files of the dialogs and panels of the page the browser opened, listed by its shell (scripts/chunk-preloads.mjs),
 * until they are fetched, and the modules asked for while they are. (Read at start, when the browser's path is the
 * opened page's; there is no page in unit tests.)
 */
let laterChunks:
  | { files: string[]; state: "listed" | "due after the paint" | "fetching"; asked: LoadOnce<unknown>[] }
  | undefined;
let openedPath: string | undefined;
if (typeof document !== "undefined") {
  const files = document
    .querySelector<HTMLMetaElement>('meta[name="later-chunks"]')
    ?.content.split(" ")
    .filter(Boolean);
  if (files?.length) laterChunks = { files, state: "listed", asked: [] };
  openedPath = window.location.pathname;
}

/**
 * Fetches the opened page's later chunks without running them (module preloads, a few per task): the same download
 * as loading each dialog, without the long tasks of evaluating every dialog's forms and schemas while the person
 * starts using the page. They are in the page's module map, so a dialog opens offline; its code runs when opened.
 * What was asked for meanwhile (a form inside a dialog opened at once, which the list does not hold) is preloaded
 * as usual once they are in.
 */
function fetchLaterChunks(later: NonNullable<typeof laterChunks>, settle: () => void) {
  let waiting = later.files.length;
  const arrived = () => {
    waiting -= 1;
    if (waiting > 0) return;
    laterChunks = undefined;
    for (const module of later.asked) preload(module);
    settle();
  };
  const insert = (from: number) => {
    for (const file of later.files.slice(from, from + 4)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = file;
      link.addEventListener("load", arrived);
      link.addEventListener("error", arrived);
      document.head.append(link);
    }
    if (from + 4 < later.files.length) setTimeout(() => insert(from + 4), 0);
  };
  later.state = "fetching";
  insert(0);
}

/**
 * Preloads a module right after the next paint, beside the page's data: a phone may lose signal the moment the page has drawn (waiting
 * for the browser's first quiet moment left a gap of a few hundred ms after the data in which a dialog could not
 * open). While any preload is under way the root element is marked `data-preloading`, so a person's tools (and
 * the browser tests) can tell the app has everything it needs offline. On the page the browser opened, the
 * dialogs it draws with (asked for before the first paint) are among its shell's later chunks, fetched instead.
 */
export function preload(module: LoadOnce<unknown>): void {
  if (module.loaded) return;
  const later = laterChunks;
  if (later && window.location.pathname === openedPath) {
    if (later.state === "fetching") later.asked.push(module);
    if (later.state === "listed") {
      later.state = "due after the paint";
      const settle = preloading();
      afterPaint(() => fetchLaterChunks(later, settle));
    }
    return;
  }
  const settle = preloading();
  afterPaint(() => void module.load().then(settle, settle));
}
