import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { StatePanel } from "../../components/ui/state-panel";
import { notificationPreferencesQuery } from "../../features/notifications/api/notification-queries";
import { NotificationSettingsForm } from "../../features/notifications/components/notification-settings-form";
import { PushDeviceCard } from "../../features/notifications/components/push-device-card";

/** /notifications/settings: what I am told of, on which channel, and my quiet hours. */
export function NotificationSettingsScreen() {
  const settings = useQuery(notificationPreferencesQuery());
  const { t } = useLingui();
  return (
    <div className="max-w-3xl space-y-4">
      <p className="text-sm text-ink-muted">
        <Trans>Choose what you are told of. Changes you make yourself never notify you.</Trans>
      </p>
      {settings.isPending ? (
        <StatePanel kind="loading" title={t`Loading settings...`} />
      ) : settings.isError ? (
        <StatePanel
          kind="error"
          title={t`Settings could not be loaded`}
          action={
            <Button onClick={() => void settings.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      ) : (
        <>
          <PushDeviceCard available={settings.data.availableChannels.includes("PUSH")} />
          <NotificationSettingsForm settings={settings.data} />
        </>
      )}
    </div>
  );
}
