/**
 * The domain's sentences built at run time ('The work order is already In Progress.'), as templates with
 * {placeholders}. The catalogues key them by the template; translateText() recognises a built sentence by its
 * template, translates the values that are texts themselves (a status label) and fills the translated template.
 * Each template here says word for word what its domain function writes (texts.test.ts checks it).
 */
export const TEXT_TEMPLATES = {
  welcomeBack: "Welcome back, {name}!",
  authFailed: "Authentication failed: {reason}",
  inspectionsAssignedOne: "Assigned {count} daily inspection",
  inspectionsAssignedMany: "Assigned {count} daily inspections",
  maintenanceOrdersCreatedOne: "Created {count} maintenance order",
  maintenanceOrdersCreatedMany: "Created {count} maintenance orders",
  deleteEquipmentConfirm: 'Are you sure you want to delete "{name}"? This action cannot be undone.',
  equipmentNotAvailable: "Equipment that is {status} cannot be assigned",
  deactivateUserConfirm:
    "Deactivate {name}? They are signed out on every device now and cannot sign in until they are activated again.",
  activateUserConfirm: "Activate {name}? They can sign in again at once.",
  workOrderAlready: "The work order is already {status}.",
  workOrderCannotMove: "A work order cannot move from {from} to {to}.",
  workOrderRoleCannotMove: "Your role cannot move a work order from {from} to {to}.",
  defectAlready: "The defect is already {status}.",
  defectCannotMove: "A defect cannot move from {from} to {to}.",
  defectRoleCannotMove: "Your role cannot move a defect from {from} to {to}.",
  unsafeOne: "Open critical defect: {item}",
  unsafeMany: "{count} open critical defects: {items}",
  unsafeToOperate:
    "{equipmentNumber} is unsafe to operate until its critical defects are repaired and certified ({reason}).",
  unknownValue: "Unknown value '{value}'",
  checklistItemRemoved:
    "The checklist changed since this inspection began: '{item}' is not in version {version}. Start the inspection again on the current checklist.",
  checklistReadingRequired: "Enter the reading for '{item}'",
  checklistNotApplicable: "'{item}' cannot be marked not applicable",
  checklistPhotoRequired: "'{item}' needs a photo when it fails",
  checklistPublished: "Checklist published as version {version}",
  meterReplacementNotLatest: "A meter replacement must be later than the last reading, {reading}.",
  meterBackwards:
    "{value} is lower than the last reading, {reading}. If the meter was replaced or reset, record it as a replacement.",
  meterContradicts: "{value} is higher than a later reading, {reading}.",
  meterJump:
    "{value} is more than the time since the last reading ({reading}) allows; held for a manager to accept or reject.",
  meterReadingOn: "{value} on {time}",
} as const;

/** `template` with each {name} replaced by its value; a placeholder without a value stays as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A template in `texts` (a catalogue), filled: formatText(TEXTS_ES, TEXT_TEMPLATES.welcomeBack, { name }). */
export function formatText(
  texts: Readonly<Record<string, string>>,
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return fillTemplate(texts[template] ?? template, values);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each template as a pattern that recognises a sentence built from it, the longest templates first. */
const PATTERNS = Object.values(TEXT_TEMPLATES)
  .sort((a, b) => b.length - a.length)
  .map((template) => {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    const source = template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join("(.+?)");
    return { template, names, pattern: new RegExp(`^${source}$`, "s") };
  });

const lowercaseIndexes = new WeakMap<object, Map<string, string>>();

/** The entry of a label written in lower case inside a sentence ('in progress'), itself in lower case. */
function lowercaseEntry(texts: Readonly<Record<string, string>>, text: string): string | undefined {
  if (text !== text.toLowerCase()) return undefined;
  let index = lowercaseIndexes.get(texts);
  if (!index) {
    index = new Map(
      Object.entries(texts).map(([english, translated]) => [english.toLowerCase(), translated]),
    );
    lowercaseIndexes.set(texts, index);
  }
  return index.get(text)?.toLowerCase();
}

/**
 * `text` in the language of `texts` (a catalogue keyed by the English): its entry when it has one; else, when
 * it was built from a template, the translated template filled with its values (each translated in turn when
 * it is a text, as a status label is); else the English as it is. English in, English out for `texts` = {}.
 */
export function translateText(texts: Readonly<Record<string, string>>, text: string, depth = 0): string {
  const entry = texts[text] ?? (depth > 0 ? lowercaseEntry(texts, text) : undefined);
  if (entry !== undefined) return entry;
  if (depth > 2) return text;
  for (const { template, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match || texts[template] === undefined) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      values[name] = translateText(texts, match[index + 1] ?? "", depth + 1);
    });
    return fillTemplate(texts[template], values);
  }
  return text;
}
