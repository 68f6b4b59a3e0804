// The import rules of the house (docs/architecture.md "Rules the lint checks", docs/decisions/027).
// `npm run lint` runs `depcruise` with this file; each violation names the file, the import and the rule.
// The one rule dependency-cruiser cannot see (only a table's owner module writes it in SQL) is a test:
// packages/server/test/architecture/table-owners.test.ts.

const WEB = "^packages/web/src/";
const SERVER = "^packages/server/src/";
const MODULES = `${SERVER}modules/`;
const DOMAIN = "^packages/domain/src/";
const TESTS = "\\.test\\.tsx?$";
/** A module's SQL: private to its module (no other module, plugin or route imports it). */
const REPOSITORY = "-repository\\.ts$";
/** What a module offers other modules: its services and its writes for use inside their transactions. */
const PUBLIC = "-(service|writes)\\.ts$";
/** A module's HTTP entry points: Fastify registers them; nothing imports them but app.ts. */
const ROUTES = "/(routes|[a-z-]+-routes)\\.ts$";

/**
 * The server's modules, highest first: a module imports only modules listed after it, so no two modules depend
 * on each other (a new module takes its place here; an unlisted one fails "server-module-unlisted").
 */
const MODULE_ORDER = [
  "telematics",
  "machine-alerts",
  "notifications",
  "webhooks",
  "reports",
  "field-supervisor",
  "dev-tools",
  "health",
  "periodic-inspections",
  "records",
  "maintenance",
  "inspections",
  "checklists",
  "defects",
  "signatures",
  "costs",
  "parts",
  "work-orders",
  "labour",
  "maintenance-plans",
  "photos",
  "equipment",
  "meters",
  "auth",
  "users",
  "organization",
  "sessions",
  "events",
];

function moduleOrderRules() {
  const above = (index) => MODULE_ORDER.slice(0, index).join("|");
  return [
    {
      name: "server-module-unlisted",
      severity: "error",
      comment: "Every server module has its place in MODULE_ORDER (.dependency-cruiser.cjs).",
      from: { path: `${MODULES}(?!(?:${MODULE_ORDER.join("|")})/)[^/]+/` },
      to: {},
    },
    ...MODULE_ORDER.slice(1).map((name, index) => ({
      name: "server-module-imports-a-higher-module",
      severity: "error",
      comment:
        `Modules depend one way (MODULE_ORDER in .dependency-cruiser.cjs): ${name} imports only modules listed ` +
        "after it. Move the shared piece down, or let the higher module call this one.",
      from: { path: `${MODULES}${name}/` },
      to: { path: `${MODULES}(?:${above(index + 1)})/` },
    })),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Files depend one way: an import cycle (types included) makes two files one.",
      from: { path: "^packages/" },
      to: { circular: true },
    },
    ...moduleOrderRules(),
    {
      name: "server-repository-is-private",
      severity: "error",
      comment:
        "A repository (*-repository.ts) is its module's SQL: only its own module's services import it. Another " +
        "module calls the owner's service, or its *-writes.ts function that takes the caller's transaction.",
      from: { path: SERVER, pathNot: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/[^/]+${REPOSITORY}` },
    },
    {
      name: "server-module-imports-a-private-file",
      severity: "error",
      comment:
        "Another module is called through its *-service.ts (its services and the reads others add up) or its " +
        "*-writes.ts (what another module may write inside its own transaction, tx first); its repositories, " +
        "routes and helpers are its own.",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/[^/]+${PUBLIC}`] },
    },
    {
      name: "server-routes-call-their-service",
      severity: "error",
      comment:
        "A module's routes parse, call their own module's service and map the answer: they import no repository " +
        "and no other module (shared plugins and helpers are fine).",
      from: { path: `${MODULES}([^/]+)${ROUTES}` },
      to: {
        pathNot: [`${MODULES}$1/`, "^node_modules/", `^(?!${MODULES})`],
      },
    },
    {
      name: "server-routes-import-no-repository",
      severity: "error",
      comment: "A module's routes call its service, never its SQL (*-repository.ts).",
      from: { path: `${MODULES}[^/]+${ROUTES}` },
      to: { path: REPOSITORY },
    },
    {
      name: "server-routes-are-entry-points",
      severity: "error",
      comment:
        "Only app.ts registers a module's routes (a module's route index registers its own route files).",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+${ROUTES}`, pathNot: `${MODULES}$1/` },
    },
    {
      name: "domain-no-io",
      severity: "error",
      comment:
        "packages/domain is pure TypeScript on zod: no Node built-ins (fs, net, crypto...), no other package " +
        "(pg, fastify, react...) and nothing of ours.",
      from: { path: DOMAIN, pathNot: TESTS },
      to: {
        pathNot: [DOMAIN, "^node_modules/zod/"],
      },
    },
    {
      name: "domain-no-node-builtins",
      severity: "error",
      comment: "packages/domain does no I/O: no Node built-in modules.",
      from: { path: DOMAIN, pathNot: TESTS },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "server-and-web-apart",
      severity: "error",
      comment: "server and web share only @mnx/domain.",
      from: { path: "^packages/(server|web)/" },
      to: { path: "^packages/(server|web)/", pathNot: "^packages/$1/" },
    },
    {
      name: "web-feature-imports-another-feature",
      severity: "error",
      comment:
        "A feature imports only lib/, components/, @mnx/domain and its own files; a page in routes/ composes " +
        "features, and what two features share moves to lib/ or components/.",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "web-feature-imports-a-page-or-the-app",
      severity: "error",
      comment: "A feature imports no page (routes/) and no app shell (app/, main.tsx).",
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(routes/|app/|main\\.tsx$)` },
    },
    {
      name: "web-lib-imports-only-lib",
      severity: "error",
      comment: "lib/ imports only lib/ (and packages): no component, feature, page or app code.",
      from: { path: `${WEB}lib/` },
      to: { path: WEB, pathNot: `${WEB}lib/` },
    },
    {
      name: "web-components-import-only-components-and-lib",
      severity: "error",
      comment: "components/ imports only components/ and lib/: no feature, page or app code.",
      from: { path: `${WEB}components/` },
      to: { path: WEB, pathNot: `${WEB}(components|lib)/` },
    },
    {
      name: "web-routes-import-no-app",
      severity: "error",
      comment:
        "A page (routes/) composes features, components and lib; the app shell (app/) loads pages, not back.",
      from: { path: `${WEB}routes/` },
      to: { path: `${WEB}(app/|main\\.tsx$)` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["/dist/", "/node_modules/", "\\.d\\.ts$"] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["source", "import", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
