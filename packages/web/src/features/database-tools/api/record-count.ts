import { plural, t } from "@lingui/core/macro";

/** '1 record', '1,250 records', in the language shown. */
export const recordCount = (count: number) => t`${plural(count, { one: "# record", other: "# records" })}`;
