import { z } from "zod";

/**
 * The organization's currency (docs/decisions/031-labour-and-costs.md): every amount (a part's unit cost, an
 * hourly rate, a job's cost) is a bare number in it. ISO 4217's codes of the currencies in circulation (funds,
 * precious metals and testing codes aside).
 */
export const CURRENCY_CODES =
  `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD
  BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP
  GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP
  LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK
  PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND
  TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG`
    .split(/\s+/)
    .filter((code) => code !== "");

const KNOWN = new Set(CURRENCY_CODES);

export const isCurrencyCode = (value: string): boolean => KNOWN.has(value);

/**
 * An amount as a person reads it: '$1,234.50' in the organization's currency, or '1,234.50' while the
 * organization has none set. Always two decimals (amounts are kept to the cent). `locale`: the Intl locale
 * (the web app passes the language shown).
 */
export function formatMoney(value: number, currency?: string | null, locale = "en-US"): string {
  // -0 (a return that cancels a use exactly) reads as 0.00.
  const amount = value === 0 ? 0 : value;
  return moneyFormat(currency && KNOWN.has(currency) ? currency : null, locale).format(amount);
}

const DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string | null, locale: string): Intl.NumberFormat {
  const key = `${currency ?? ""} ${locale}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, currency ? { style: "currency", currency, ...DIGITS } : DIGITS);
    moneyFormats.set(key, format);
  }
  return format;
}

export const CURRENCY_MESSAGES = {
  invalid: "Currency must be an ISO 4217 code such as USD, EUR or GBP",
  locked:
    "The currency cannot be changed once amounts are recorded: they would be read in another currency without being converted",
} as const;

/** An ISO 4217 code, any case in ('usd' is USD). */
export const currencyCodeSchema = z
  .string({ error: CURRENCY_MESSAGES.invalid })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, CURRENCY_MESSAGES.invalid);
