// Which chunk each module goes in, so that a signed-in page's first screen is a handful of files instead of
// dozens (docs/decisions/034-first-visit-dashboards.md). Left alone, the bundler makes a chunk of every set of
// modules shared by the same lazy entries: each dialog, page and helper loaded with import() is such an entry, so
// a dashboard's first screen was 55 to 60 files of 1 to 3 KB each. On a phone's connection (HTTP/1.1, six at a
// time) every file costs a round trip, about 10 waves of them before the page could draw.
//
// The plan, worked out from the module graph once it is known (buildEnd) and read by vite.config.ts's groups:
// - what the app's entry loads statically stays with it (the `$initial` group there);
// - what the stored session's schema needs (zod and a few schemas), loaded at start whenever a session is stored
//   (src/lib/auth/auth-store.ts), is one chunk, `session`: every signed-in page loads it first thing;
// - what the public pages (login, the sign-in callback, the legal pages) share with signed-in pages is one chunk,
//   `shared` (what they use alone stays theirs): /login loads it too, and nothing it does not use;
// - what the signed-in layout loads, and what more than half the signed-in pages load, is one chunk,
//   `signed-in`: every signed-in page needs most of it at once (the schemas and zod, the shared components);
// - what exactly one signed-in page loads, and no dialog or other lazy code, is that page's chunk,
//   `page-<route>` (beside its route module);
// - what a field dashboard shares with a few other pages is one chunk, `field-dashboards`: each of the three
//   loads some it does not use (a few KB) rather than a file per pattern; what it shares with a light page
//   (LIGHT_PAGES, which never load that chunk) goes in `signed-in` (small helpers: tabs, the stat grid, search);
// - everything else (shared by a few other pages, or only by dialogs and other lazy code) is left to the bundler.
// The lazy modules the page scripts look up in the build manifest (the routes, the layout, the session's schema)
// are never moved: each keeps its own chunk and manifest entry.
import type { Plugin } from "vite";

/** A module loaded by more than half the signed-in pages goes in the shared signed-in chunk. */
const SHARED_SHARE = 0.5;
/** The field dashboards (issue 25): what they share with a few other pages is one chunk of its own. */
const FIELD_DASHBOARDS = ["operator-dashboard", "mechanic-dashboard", "field-supervisor-dashboard"];
/**
 * Light pages that never load the field dashboards' chunk: the fleet manager's and super admin's home, the scanner,
 * the reports and the developer tools (a module they use stays out of it).
 */
const LIGHT_PAGES = ["dashboard", "scan", "reports", "api-explorer", "database-tools"];

const PUBLIC_ROUTES = ["login", "auth-callback", "privacy", "terms", "support"];
const ROUTE = /[\\/]src[\\/]routes[\\/]([^\\/]+)[\\/]route\.tsx$/;
const LAYOUT = /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/;
/** Lazy modules the build's page scripts find by name in the build manifest: they keep their own chunk. */
const SESSION_ANSWERS = /[\\/]src[\\/]lib[\\/]auth[\\/]session-answers\.ts$/;
const MANIFEST_KEYS = [ROUTE, LAYOUT, SESSION_ANSWERS];
const DOMAIN_BARREL = /[\\/]domain[\\/]src[\\/]index\.ts$/;
const DOMAIN_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mnx\/domain["']/g;

/** Module id -> chunk name, for the modules this plan moves (filled at buildEnd). */
export const firstChunkOf = new Map<string, string>();

interface Graph {
  ids: string[];
  imports: (id: string) => string[];
  lazy: Set<string>;
}

/** The modules `roots` load statically, reading what a module takes from the domain's barrel by name. */
function closure(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.imports(id));
  }
  return seen;
}

/** The modules `root` loads, statically or lazily (what a page can reach however it is used). */
function closureWithLazy(
  graph: Graph & { lazyImports: (id: string) => string[] },
  root: string,
): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.imports(id), ...graph.lazyImports(id));
  }
  return seen;
}

export function firstChunksPlugin(): Plugin {
  return {
    name: "mnx-first-chunks",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      // The barrel re-exports every domain module: following it would make each page load the whole domain.
      // A module's named imports from '@mnx/domain' lead to the modules that define those names instead.
      const definedIn = new Map<string, string>();
      for (const id of ids) {
        if (!/[\\/]domain[\\/]src[\\/]/.test(id) || DOMAIN_BARREL.test(id)) continue;
        for (const name of info(id)?.exports ?? []) if (name !== "*") definedIn.set(name, id);
      }
      const graph = {
        ids,
        lazy: new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])),
        lazyImports: (id: string) => [...(info(id)?.dynamicallyImportedIds ?? [])],
        imports: (id: string) => {
          const module = info(id);
          if (!module) return [];
          const direct = module.importedIds.filter((imported) => !DOMAIN_BARREL.test(imported));
          if (direct.length === module.importedIds.length) return direct;
          const named = [...(module.code ?? "").matchAll(DOMAIN_IMPORT)].flatMap(([, list = ""]) =>
            list.split(",").map((part) => part.trim().split(/\s+as\s+/)[0] ?? ""),
          );
          const domain = named.map((name) => definedIn.get(name)).filter((found) => found !== undefined);
          return [...direct, ...domain];
        },
      };

      const routes = ids.flatMap((id) => {
        const name = ROUTE.exec(id)?.[1];
        return name ? [{ id, name }] : [];
      });
      const publicModules = closure(
        graph,
        routes.filter((route) => PUBLIC_ROUTES.includes(route.name)).map((route) => route.id),
      );
      const layout = closure(
        graph,
        ids.filter((id) => LAYOUT.test(id)),
      );
      const session = closure(
        graph,
        ids.filter((id) => SESSION_ANSWERS.test(id)),
      );
      const pagesOf = new Map<string, string[]>();
      const signedInRoutes = routes.filter((route) => !PUBLIC_ROUTES.includes(route.name));
      for (const route of signedInRoutes) {
        for (const id of closure(graph, [route.id]))
          pagesOf.set(id, [...(pagesOf.get(id) ?? []), route.name]);
      }
      const sharedBy = signedInRoutes.length * SHARED_SHARE;
      // What dialogs and other lazy code load: a page's own chunk must not hold it, or opening a dialog on another
      // page would download that page's chunk too. Lazy code that only one page can reach is that page's: what
      // it shares with the page goes in the page's chunk (left to the bundler, it went in the route module's
      // chunk, which imports the page's chunk: a cycle, where the page's chunk ran before the values it reads
      // existed).
      const lazyEntries = [...graph.lazy].filter((id) => !MANIFEST_KEYS.some((key) => key.test(id)));
      const reachedBy = new Map<string, Set<string>>();
      for (const route of signedInRoutes) {
        for (const id of closureWithLazy(graph, route.id)) {
          if (!graph.lazy.has(id)) continue;
          reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(route.name));
        }
      }
      const lazyLoadedBy = new Map<string, Set<string>>();
      for (const entry of lazyEntries) {
        const reaching = [...(reachedBy.get(entry) ?? [])];
        // "" stands for lazy code that several pages, or none, reach.
        const owner = reaching.length === 1 ? (reaching[0] as string) : "";
        for (const id of closure(graph, [entry]))
          lazyLoadedBy.set(id, (lazyLoadedBy.get(id) ?? new Set()).add(owner));
      }
      /** Loaded by lazy code that another page (or no page) reaches too. */
      const lazyLoadedElsewhere = (id: string, page: string) =>
        [...(lazyLoadedBy.get(id) ?? [])].some((owner) => owner !== page);

      firstChunkOf.clear();
      for (const id of ids) {
        if (graph.lazy.has(id) && MANIFEST_KEYS.some((key) => key.test(id))) continue;
        const pages = pagesOf.get(id) ?? [];
        if (publicModules.has(id)) {
          if (pages.length > 0 || layout.has(id) || session.has(id)) firstChunkOf.set(id, "shared");
          continue;
        }
        if (session.has(id)) {
          firstChunkOf.set(id, "session");
          continue;
        }
        if (layout.has(id) || pages.length > sharedBy) firstChunkOf.set(id, "signed-in");
        else if (pages.length === 1) {
          if (pages[0] && !lazyLoadedElsewhere(id, pages[0])) firstChunkOf.set(id, `page-${pages[0]}`);
        } else if (pages.some((page) => FIELD_DASHBOARDS.includes(page)))
          firstChunkOf.set(
            id,
            pages.some((page) => LIGHT_PAGES.includes(page)) ? "signed-in" : "field-dashboards",
          );
      }
    },
  };
}
