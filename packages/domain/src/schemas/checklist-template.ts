import { z } from "zod";
import { CHECKLIST_ITEM_KINDS } from "../checklist-template-rules.js";
import { EQUIPMENT_TYPES, INSPECTION_KINDS } from "../enums.js";
import {
  idSchema,
  isoDateTimeSchema,
  optionalIdInput,
  optionalNumberInput,
  optionalTrimmedText,
  requiredText,
} from "./fields.js";

const boundInput = optionalNumberInput(z.number({ error: "Must be a number" }).finite("Must be a number"));

/** An item as the editor sends it: `id` keeps an item of the version edited (its defects and results). */
export const checklistItemInputSchema = z
  .object({
    id: optionalIdInput("Invalid item"),
    name: requiredText("Item name is required", 100),
    kind: z.enum(CHECKLIST_ITEM_KINDS, { error: "Choose the item's kind" }),
    unit: z.preprocess(
      (value) => value ?? undefined,
      optionalTrimmedText(20, "Unit must be 20 characters or less"),
    ),
    min: boundInput,
    max: boundInput,
    photoRequiredOnFail: z.boolean().default(false),
    critical: z.boolean().default(false),
  })
  .superRefine((item, ctx) => {
    if (item.kind !== "READING") return;
    if (!item.unit) ctx.addIssue({ code: "custom", path: ["unit"], message: "A reading needs a unit" });
    if (item.min === undefined && item.max === undefined)
      ctx.addIssue({ code: "custom", path: ["min"], message: "A reading needs a minimum or a maximum" });
    if (item.min !== undefined && item.max !== undefined && item.min > item.max)
      ctx.addIssue({ code: "custom", path: ["max"], message: "Maximum must not be below the minimum" });
  });
export type ChecklistItemInput = z.input<typeof checklistItemInputSchema>;

export const checklistSectionInputSchema = z.object({
  title: requiredText("Section title is required", 100),
  items: z
    .array(checklistItemInputSchema)
    .min(1, "A section needs at least one item")
    .max(40, "A section holds at most 40 items"),
});

/** The content of a version: its name and sections. An item's name is unique within its section. */
export const checklistContentSchema = z
  .object({
    name: requiredText("Template name is required", 100),
    sections: z
      .array(checklistSectionInputSchema)
      .min(1, "A checklist needs at least one section")
      .max(20, "A checklist holds at most 20 sections"),
  })
  .superRefine((content, ctx) => {
    const titles = new Set<string>();
    content.sections.forEach((section, index) => {
      const title = section.title.toLowerCase();
      if (titles.has(title))
        ctx.addIssue({
          code: "custom",
          path: ["sections", index, "title"],
          message: "Section titles must differ",
        });
      titles.add(title);
      const names = new Set<string>();
      section.items.forEach((item, itemIndex) => {
        const name = item.name.toLowerCase();
        if (names.has(name))
          ctx.addIssue({
            code: "custom",
            path: ["sections", index, "items", itemIndex, "name"],
            message: "Item names must differ within a section",
          });
        names.add(name);
      });
    });
  });
export type ChecklistContentInput = z.input<typeof checklistContentSchema>;
export type ChecklistContent = z.output<typeof checklistContentSchema>;

/** POST /checklist-templates: a template for an equipment type, or for one machine (which wins over its type's). */
export const checklistTemplateCreateSchema = checklistContentSchema.and(
  z
    .object({
      equipmentType: z.enum(EQUIPMENT_TYPES).optional(),
      equipmentId: optionalIdInput("Invalid equipment"),
      /** The daily pre-use check (the default) or a periodic inspection's checklist (docs/decisions/046). */
      kind: z.enum(INSPECTION_KINDS).default("DAILY"),
    })
    .refine((scope) => (scope.equipmentType === undefined) !== (scope.equipmentId === undefined), {
      message: "Choose an equipment type or a machine",
      path: ["equipmentType"],
    }),
);
export type ChecklistTemplateCreateInput = z.input<typeof checklistTemplateCreateSchema>;
export type ChecklistTemplateCreate = z.output<typeof checklistTemplateCreateSchema>;

/** An item of a published version. */
export const checklistItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(CHECKLIST_ITEM_KINDS),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  photoRequiredOnFail: z.boolean(),
  critical: z.boolean(),
});
export type ChecklistItem = z.output<typeof checklistItemSchema>;

export const checklistSectionSchema = z.object({ title: z.string(), items: z.array(checklistItemSchema) });
export type ChecklistSection = z.output<typeof checklistSectionSchema>;

/** A template with the version it answers (the current one, or the one asked for). */
export const checklistTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The default template applies to every machine with no template of its own or of its type. */
  isDefault: z.boolean(),
  kind: z.enum(INSPECTION_KINDS),
  equipmentType: z.enum(EQUIPMENT_TYPES).nullable(),
  equipment: z.object({ id: z.uuid(), equipmentNumber: z.string(), name: z.string() }).nullable(),
  version: z.object({
    id: z.uuid(),
    number: z.number().int().min(1),
    publishedAt: isoDateTimeSchema,
    current: z.boolean(),
  }),
  sections: z.array(checklistSectionSchema),
});
export type ChecklistTemplate = z.output<typeof checklistTemplateSchema>;

export const checklistTemplateListSchema = z.object({ templates: z.array(checklistTemplateSchema) });

/** GET /equipment/{id}/checklist-template?kind=: which inspection's checklist (the daily check's by default). */
export const equipmentChecklistQuerySchema = z.object({ kind: z.enum(INSPECTION_KINDS).default("DAILY") });

export const checklistVersionParamsSchema = z.object({
  id: idSchema("Checklist template is invalid"),
  version: z.coerce.number().int().min(1),
});
