import { Trans, useLingui } from "@lingui/react/macro";
import {
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
} from "@mnx/domain";
import { useState } from "react";
import { SelectField } from "../../../components/ui/select-field";
import { SettingSaveButton } from "./setting-save-button";

interface OrganizationLanguageFieldProps {
  settings: OrganizationSettings | undefined;
  pending: boolean;
  onSave: (change: OrganizationSettingsUpdate) => void;
}

/**
 * The organization's default language (docs/decisions/049): the emails, notifications and PDFs of someone who
 * has not chosen one (and never signed in) are in it. Each person's own choice, or their device, wins on screen.
 */
export function OrganizationLanguageField({ settings, pending, onSave }: OrganizationLanguageFieldProps) {
  const saved = settings?.defaultLanguage ?? "en";
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? saved;
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <SelectField
        label={t`Default language`}
        className="min-w-0 flex-1"
        options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        value={shown}
        disabled={!settings || pending}
        hint={t`Emails, notifications and PDFs for people who have not chosen a language are in this one.`}
        onChange={(event) => setDraft(event.target.value)}
      />
      <SettingSaveButton
        pending={pending}
        disabled={!settings || shown === saved || !isLocale(shown)}
        onSave={() => isLocale(shown) && onSave({ defaultLanguage: shown })}
      >
        <Trans>Save Language</Trans>
      </SettingSaveButton>
    </div>
  );
}
