import { formatMoney } from "@mnx/domain";
import { useCallback } from "react";
import { useAuth } from "./auth/use-auth";
import { intlLocale } from "./i18n/intl-locale";

/** What an amount reads when the caller sees no costs (an operator: the server sends null). */
export const NO_AMOUNT = "—";

/**
 * How every parts and cost screen writes an amount (docs/decisions/036): in the organization's currency as the
 * session knows it ('$1,234.50'), two decimals without a sign while none is set; '—' for null. In the language
 * shown (src/lib/i18n/intl-locale.ts).
 */
export function useMoney(): (value: number | null | undefined) => string {
  const currency = useAuth().organization?.currency ?? null;
  return useCallback((value: number | null | undefined) => moneyText(value, currency), [currency]);
}

/** An amount in `currency` (none: two decimals alone), or '—' for null. */
export const moneyText = (value: number | null | undefined, currency: string | null): string =>
  value === null || value === undefined ? NO_AMOUNT : formatMoney(value, currency, intlLocale());
