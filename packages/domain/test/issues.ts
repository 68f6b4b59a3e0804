import type { z } from "zod";

/** Messages of a failed parse, grouped by dotted path ('' for the root). Empty when the input parses. */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** The parsed value; throws with the issues when the input does not parse. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

export const ID_1 = "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";
export const ID_2 = "7a1c2e3f-5b6d-4e8f-9a0b-1c2d3e4f5a6b";
export const ID_3 = "c4d5e6f7-8a9b-4c0d-8e1f-2a3b4c5d6e7f";
