// Where each signed-in page's shell is written under dist/shells/: its path, with a parameter segment (':id')
// written as '_' (/equipment/:id -> shells/equipment/_.html), which the server sends for any one segment there
// when no page of its own has that path (plugins/static-web.ts, pageShell).

/** `{path, route, file}` for each page of the registry (src/app/pages.ts). */
export function shellsFor(pages) {
  return pages.map(({ path, route }) => ({
    path,
    route,
    file: `shells${path.replace(/\/:[^/]+/g, "/_")}.html`,
  }));
}
