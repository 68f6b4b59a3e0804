import { plural, t } from "@lingui/core/macro";

/** The fleet lists' count line: '1 machine', '24 machines', '10,000+ machines' (an inexact total). */
export const machineCount = (total: number, exact = true): string =>
  exact
    ? t`${plural(total, { one: "# machine", other: "# machines" })}`
    : t`${plural(total, { one: "#+ machines", other: "#+ machines" })}`;
