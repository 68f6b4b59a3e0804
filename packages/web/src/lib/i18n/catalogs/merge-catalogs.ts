import type { Messages } from "@lingui/core";

/** One language's PO files (compiled by Vite's Lingui plugin) as one set of messages. */
export function mergeCatalogs(files: Record<string, Messages>): Messages {
  return Object.assign(
    {},
    ...Object.keys(files)
      .sort()
      .map((path) => files[path]),
  );
}
