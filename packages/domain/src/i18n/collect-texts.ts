import * as domain from "../index.js";
import { ROLES } from "../roles.js";

/**
 * Every text the domain writes for a person to read, collected from its exports rather than listed by hand, so
 * a new label or message is caught by texts.test.ts until both catalogues translate it:
 * - the string leaves of the label, message, title and notice constants (ROLE_LABELS, WORK_ORDER_MESSAGES, ...);
 * - enumLabel() of every enumeration's members (statuses, priorities, types: 'IN_PROGRESS' -> 'In Progress');
 * - the titles the role functions answer (roleHomeTitle, workOrdersPageTitle, ...), and the fixed answers of
 *   the other label functions (defectStatusTitle, unitHint, relativeDueLabel's 'Today', ...);
 * - the messages the exported zod schemas carry (their checks' and types' `error`), and those only a
 *   refinement's body writes (SCHEMA_BODY_MESSAGES), which no schema walk can see.
 */
export function collectDomainTexts(): Set<string> {
  const texts = new Set<string>();
  const add = (text: string) => {
    if (/[A-Za-z]/.test(text)) texts.add(text);
  };
  for (const [name, value] of Object.entries(domain)) {
    if (TEXT_CONSTANT.test(name)) addStringLeaves(value, add);
    if (isEnumeration(value) && !NOT_SHOWN_ENUMERATIONS.has(name))
      for (const member of value) add(domain.enumLabel(member));
    if (isZodSchema(value)) addSchemaMessages(value, add, new Set());
  }
  for (const role of [...ROLES, undefined]) {
    add(domain.roleHomeTitle(role));
    add(domain.roleSubtitle(role));
    add(domain.assignmentsPageTitle(role));
    add(domain.workOrdersPageTitle(role));
    add(domain.mechanicDashboardTitle(role));
  }
  for (const status of domain.DEFECT_STATUSES) add(domain.defectStatusTitle(status));
  for (const unit of domain.PART_UNITS) add(domain.unitHint(unit));
  const now = new Date(2026, 0, 10, 12);
  for (const days of [-1, 0, 1]) add(domain.relativeDueLabel(new Date(2026, 0, 10 + days, 12), now));
  add(domain.lastLoginLabel(null, now));
  add(domain.lastLoginLabel(now, now));
  for (const text of SCHEMA_BODY_MESSAGES) add(text);
  for (const template of Object.values(domain.TEXT_TEMPLATES)) add(template);
  return texts;
}

const TEXT_CONSTANT =
  /(LABELS?|MESSAGES?|DESCRIPTIONS|TITLES?|NOTICES|HINT|BANNER|SUBTITLES|ACCESS_DENIED|REPORT_CARDS|REPORT_INDICATORS|REPORT_COST_FIGURES)$/;
/**
 * Enumerations a person never reads through enumLabel: HTTP methods, currency codes, codes, and those shown
 * through their own labels map (CHECKLIST_ITEM_KIND_LABELS, METER_KIND_LABELS).
 */
const NOT_SHOWN_ENUMERATIONS = new Set<string>([
  "API_EXPLORER_CALL_METHODS",
  "API_EXPLORER_METHODS",
  "METHODS_WITH_BODY",
  "CURRENCY_CODES",
  "CHECKLIST_ITEM_KINDS",
  "METER_KINDS",
  "TELEMATICS_METERS",
  "METER_RULE_CODES",
  "TELEMATICS_AUTH_KINDS",
]);

/** The messages schemas write from inside a refinement's body (ctx.addIssue), listed by hand. */
const SCHEMA_BODY_MESSAGES = [
  "A reading needs a unit",
  "A reading needs a minimum or a maximum",
  "Maximum must not be below the minimum",
  "Section titles must differ",
  "Item names must differ within a section",
];

function addStringLeaves(value: unknown, add: (text: string) => void, key = ""): void {
  if (typeof value === "string") {
    if (key !== "key") add(value);
  } else if (Array.isArray(value)) for (const item of value) addStringLeaves(item, add);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) addStringLeaves(v, add, k);
}

function isEnumeration(value: unknown): value is readonly string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === "string" && /^[A-Z][A-Z0-9_]*$/.test(item))
  );
}

interface ZodLike {
  _zod: { def: Record<string, unknown> };
}
function isZodSchema(value: unknown): value is ZodLike {
  return Boolean(value && typeof value === "object" && "_zod" in value);
}

/** A schema's own messages and those of everything inside it (shape, items, options, checks, pipes). */
function addSchemaMessages(node: unknown, add: (text: string) => void, seen: Set<unknown>): void {
  if (!node || typeof node !== "object" || seen.has(node)) return;
  seen.add(node);
  const def = isZodSchema(node) ? node._zod.def : node;
  if (isZodSchema(node)) {
    const error = (def as { error?: unknown }).error;
    if (typeof error === "function") {
      const message = error({});
      if (typeof message === "string") add(message);
    }
  }
  const children = Array.isArray(def) ? def : Object.values(def as object);
  for (const child of children) addSchemaMessages(child, add, seen);
}
