import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../../components/ui/alert";
import { Card } from "../../../components/ui/card";
import { organizationSettingsQuery, useChangeOrganizationSettings } from "../api/organization-settings";
import { OrganizationCurrencyField } from "./organization-currency-field";
import { OrganizationLanguageField } from "./organization-language-field";
import { OrganizationRetentionField } from "./organization-retention-field";

/**
 * Organization settings on Team Management, for admins: whether new photos keep where they were taken
 * (docs/decisions/021), the currency every amount is in (docs/decisions/036) and the language of what is sent to
 * people who chose none (docs/decisions/049). Other devices learn a change at
 * their next profile check.
 */
export function OrganizationSettingsCard() {
  const settings = useQuery(organizationSettingsQuery());
  const change = useChangeOrganizationSettings();
  // While a change is on its way, the box shows what was asked.
  const keep =
    change.isPending && change.variables.keepPhotoLocation !== undefined
      ? change.variables.keepPhotoLocation
      : (settings.data?.keepPhotoLocation ?? false);
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold text-ink">
        <Trans>Organization settings</Trans>
      </h2>
      <OrganizationCurrencyField
        key={settings.data?.currency ?? ""}
        settings={settings.data}
        pending={change.isPending && change.variables.currency !== undefined}
        onSave={(currency) => change.mutate(currency)}
      />
      <OrganizationLanguageField
        key={`language-${settings.data?.defaultLanguage ?? ""}`}
        settings={settings.data}
        pending={change.isPending && change.variables.defaultLanguage !== undefined}
        onSave={(language) => change.mutate(language)}
      />
      <OrganizationRetentionField
        key={`retention-${settings.data?.recordRetentionMonths ?? ""}`}
        settings={settings.data}
        pending={change.isPending && change.variables.recordRetentionMonths !== undefined}
        onSave={(retention) => change.mutate(retention)}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-accent"
          checked={keep}
          disabled={!settings.data || change.isPending}
          onChange={(event) => change.mutate({ keepPhotoLocation: event.target.checked })}
        />
        <span>
          <span className="font-medium">
            <Trans>Keep photo location</Trans>
          </span>
          <span className="block text-ink-muted">
            <Trans>
              New photos keep where they were taken (from the camera's GPS) and show it with the photo. Off:
              the location is removed on the device before a photo is sent.
            </Trans>
          </span>
        </span>
      </label>
      {settings.error || change.error ? (
        <Alert tone="error">{(change.error ?? settings.error)?.message}</Alert>
      ) : null}
    </Card>
  );
}
