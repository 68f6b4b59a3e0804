import { z } from "zod";
import {
  DATE_OUT_OF_RANGE_MESSAGE,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  type DecimalColumn,
  decimalColumnLimit,
  METER_COLUMN,
  roundAtScale,
} from "../column-limits.js";
import { MAX_PAGE_SIZE, METER_READING_MAX, METER_READING_TOO_LARGE } from "../constants.js";

/**
 * Field builders shared by the schemas. Form fields arrive as strings from HTML inputs: a blank string means
 * "not given" for optional values, and numbers are parsed from their text.
 */

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Blank -> undefined; numeric text -> number (NaN for junk, which the number schema then refuses). */
export function toNumberOrUndefined(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  return typeof value === "string" ? Number(value.trim()) : value;
}

/** Ids are UUID strings; one message for missing, blank and malformed ids. */
export const idSchema = (message = "Invalid id") => z.uuid({ error: message });

/** An optional id from a select or picker: '' or null means none. */
export const optionalIdInput = (message = "Invalid id") =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), z.uuid({ error: message }).optional());

/** Dates on the wire are ISO 8601 strings. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const dateOnlySchema = z.iso.date();

/**
 * A required, trimmed text with the spec's messages. (No `abort: true` in field schemas that sit next to an
 * object-level refinement: an explicit abort would skip that refinement.)
 */
export const requiredText = (requiredMessage: string, max: number, maxMessage?: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, maxMessage ?? `Must be ${max} characters or less`);

/** An optional, trimmed text: blank becomes undefined (omitted when sent). */
export const optionalTrimmedText = (max: number, maxMessage?: string) =>
  z
    .string()
    .trim()
    .max(max, maxMessage ?? `Must be ${max} characters or less`)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * Optional text that may be left empty but not filled with only spaces (part 2, 5: 'Model cannot be empty'):
 * '' is "not given", '   ' is refused, ' X ' becomes 'X'.
 */
export const optionalNonBlankText = (blankMessage: string, max = 255) =>
  z
    .string()
    .refine((value) => value === "" || value.trim() !== "", blankMessage)
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `Must be ${max} characters or less`))
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * A number as its numeric(p, s) column stores it: `rules` check the value as sent (type, sign, limits), then
 * again once it is rounded at the column's scale, the value that is stored and that cross-field rules compare.
 * So 0.01 for a positive numeric(12, 1) is refused as 0.0 would be, and 99.96 counts as 100.0. A value with more
 * whole digits than the column holds is refused too.
 */
export const storedDecimal = (column: DecimalColumn, rules: z.ZodNumber) =>
  rules
    .transform((value) => roundAtScale(value, column.scale))
    .pipe(
      rules.refine(
        (value) => Math.abs(value) < decimalColumnLimit(column),
        `Must be less than ${decimalColumnLimit(column).toLocaleString("en-US")}`,
      ),
    );

/** An hour meter or mileage reading, 0 to METER_READING_MAX, as its column stores it. */
export const meterReadingInput = (typeMessage: string, negativeMessage = typeMessage) =>
  storedDecimal(
    METER_COLUMN,
    z.number({ error: typeMessage }).min(0, negativeMessage).max(METER_READING_MAX, METER_READING_TOO_LARGE),
  );

/** An optional number from a form field: '' means not given; text is parsed. */
export const optionalNumberInput = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess(toNumberOrUndefined, schema.optional());

/** A number from a form field whose blank value falls back to the schema's default. */
export const numberInput = <T extends z.ZodType<number, unknown>>(schema: T) =>
  z.preprocess(toNumberOrUndefined, schema);

/**
 * A date or date-time JavaScript can read, in the years every date the API accepts lies in (UTC): unreadable
 * text is `invalidMessage`, a readable date out of range (year 0000, 9999) says which years are accepted.
 */
const checkDateText = (invalidMessage: string) => (value: string, ctx: z.RefinementCtx) => {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) ctx.addIssue({ code: "custom", message: invalidMessage });
  else {
    const year = new Date(time).getUTCFullYear();
    if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX)
      ctx.addIssue({ code: "custom", message: DATE_OUT_OF_RANGE_MESSAGE });
  }
};

/** An ISO 8601 date-time with an offset, in the accepted years (request fields; answers use the plain one). */
export const isoDateTimeInput = (invalidMessage = "Please enter a valid date") =>
  z.iso
    .datetime({ offset: true, error: invalidMessage, abort: true })
    .superRefine(checkDateText(invalidMessage));

/** A 'YYYY-MM-DD' calendar date in the accepted years. */
export const dateOnlyInput = (invalidMessage = "Please enter a valid date") =>
  z.iso.date({ error: invalidMessage, abort: true }).superRefine(checkDateText(invalidMessage));

/** A date or date-time from a form field ('2025-03-01', '2025-03-01T10:30', full ISO); sent as ISO. */
export const dateTimeInput = (requiredMessage: string, invalidMessage = "Please enter a valid date") =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .superRefine((value, ctx) => {
      if (value !== "") checkDateText(invalidMessage)(value, ctx);
    })
    .transform((value) => new Date(value).toISOString());

export const optionalDateTimeInput = (invalidMessage = "Please enter a valid date") =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .string()
      .trim()
      .superRefine(checkDateText(invalidMessage))
      .transform((value) => new Date(value).toISOString())
      .optional(),
  );

/** An optional calendar date ('YYYY-MM-DD'); a full ISO date-time is cut to its date part. */
export const optionalDateOnlyInput = (invalidMessage = "Please enter a valid date") =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === "string" ? value.trim().slice(0, 10) : value),
    dateOnlyInput(invalidMessage).optional(),
  );

/** 'true' / 'false' (also 1/0, yes/no, on/off) from a query string. */
export const queryBoolean = () => z.stringbool();

/**
 * A query value listing enum members: 'a,b', repeated keys, any case; 'all' and blanks are ignored; aliases
 * expand to several members. Gives undefined when nothing is left.
 */
export function queryEnumList<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, readonly T[number][]>> = {},
) {
  return z
    .union([z.string(), z.array(z.string())])
    .describe(`One or more of ${values.join(", ")}, comma-separated or repeated; 'all' means no filter`)
    .transform((raw, ctx): T[number][] | undefined => {
      const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((part) => part.split(","));
      const out = new Set<T[number]>();
      for (const part of parts.map((p) => p.trim()).filter((p) => p !== "" && p.toLowerCase() !== "all")) {
        const alias = aliases[part.toLowerCase()];
        const upper = part.toUpperCase();
        if (alias) for (const member of alias) out.add(member);
        else if ((values as readonly string[]).includes(upper)) out.add(upper as T[number]);
        else ctx.addIssue({ code: "custom", message: `Unknown value '${part}'` });
      }
      return out.size > 0 ? [...out] : undefined;
    });
}

/** page (from 1) and limit (1 to 100) from a query string. */
export const pageQuery = (defaultLimit: number) => ({
  page: z.coerce.number().int().min(1, "Page must be 1 or more").default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, "Limit must be 1 or more")
    .max(MAX_PAGE_SIZE, `Limit must be ${MAX_PAGE_SIZE} or less`)
    .default(defaultLimit),
});

/** A person as nested in other records. */
export const personRefSchema = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });
export type PersonRef = z.output<typeof personRefSchema>;

export const END_AFTER_START_MESSAGE = "End date must be after start date";

/**
 * Refinement arguments for "end strictly after start" on an object (part 2, 5). It also runs when other
 * fields failed, so the form shows the date error together with the rest.
 */
export function endAfterStart<S extends string, E extends string>(startKey: S, endKey: E) {
  const check = (value: { [K in S | E]?: string | undefined }) => {
    const start = value[startKey];
    const end = value[endKey];
    return !start || !end || new Date(end).getTime() > new Date(start).getTime();
  };
  const params = {
    message: END_AFTER_START_MESSAGE,
    path: [endKey],
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
      !payload.issues.some((issue) => issue.path?.[0] === startKey || issue.path?.[0] === endKey),
  };
  return [check, params] as const;
}
