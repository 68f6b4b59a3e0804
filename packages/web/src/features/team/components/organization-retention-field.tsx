import { Trans, useLingui } from "@lingui/react/macro";
import { type OrganizationSettings, type OrganizationSettingsUpdate, RECORD_RETENTION } from "@mnx/domain";
import { useState } from "react";
import { TextField } from "../../../components/ui/text-field";
import { SettingSaveButton } from "./setting-save-button";

interface OrganizationRetentionFieldProps {
  settings: OrganizationSettings | undefined;
  pending: boolean;
  onSave: (change: OrganizationSettingsUpdate) => void;
}

/**
 * Keep inspection records (docs/decisions/043): inspections, defects and signatures are kept at least this many
 * months (default 12, never under 3: the server answers 400 RETENTION_TOO_SHORT). The app deletes none.
 */
export function OrganizationRetentionField({ settings, pending, onSave }: OrganizationRetentionFieldProps) {
  const saved = String(settings?.recordRetentionMonths ?? RECORD_RETENTION.defaultMonths);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? saved;
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label={t`Keep inspection records (months)`}
        className="min-w-0 flex-1"
        type="number"
        inputMode="numeric"
        min={RECORD_RETENTION.minMonths}
        max={RECORD_RETENTION.maxMonths}
        value={shown}
        disabled={!settings || pending}
        hint={t`Inspections, defects and signatures are kept at least this long (at least 3 months; a year by default).`}
        onChange={(event) => setDraft(event.target.value)}
      />
      <SettingSaveButton
        pending={pending}
        disabled={!settings || !shown || shown === saved}
        onSave={() => onSave({ recordRetentionMonths: Number(shown) })}
      >
        <Trans>Save Retention</Trans>
      </SettingSaveButton>
    </div>
  );
}
