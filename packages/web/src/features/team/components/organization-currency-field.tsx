import { Trans, useLingui } from "@lingui/react/macro";
import {
  CURRENCY_CODES,
  type Locale,
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
} from "@mnx/domain";
import { useMemo, useState } from "react";
import { SelectField } from "../../../components/ui/select-field";
import { currentLocale } from "../../../lib/i18n/i18n";
import { SettingSaveButton } from "./setting-save-button";

/** 'USD · US Dollar', in the language shown, most used first by code order; the code alone where the browser has no name. */
function currencyOptions(locale: Locale) {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  return CURRENCY_CODES.map((code) => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}

interface OrganizationCurrencyFieldProps {
  settings: OrganizationSettings | undefined;
  pending: boolean;
  onSave: (change: OrganizationSettingsUpdate) => void;
}

/**
 * The organization's currency (docs/decisions/031, 036): what every amount is in (part costs, hourly rates, a
 * job's cost, the reports). Set once: the server refuses a change once amounts are recorded (409
 * CURRENCY_LOCKED), since the amounts would be read in another currency without being converted.
 */
export function OrganizationCurrencyField({ settings, pending, onSave }: OrganizationCurrencyFieldProps) {
  const saved = settings?.currency ?? "";
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? saved;
  const { t } = useLingui();
  const locale = currentLocale();
  const options = useMemo(() => currencyOptions(locale), [locale]);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <SelectField
        label={t`Currency`}
        className="min-w-0 flex-1"
        options={options}
        placeholderOption={saved ? undefined : t`Not set`}
        value={shown}
        disabled={!settings || pending}
        hint={t`Every amount (part costs, hourly rates, a job's cost, reports) is in this currency. Set it once: it can change only while no amount is recorded.`}
        onChange={(event) => setDraft(event.target.value)}
      />
      <SettingSaveButton
        pending={pending}
        disabled={!settings || !shown || shown === saved}
        onSave={() => onSave({ currency: shown })}
      >
        <Trans>Save Currency</Trans>
      </SettingSaveButton>
    </div>
  );
}
