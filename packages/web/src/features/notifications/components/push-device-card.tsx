import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { disablePush, enablePush, type PushState, pushState } from "../../../lib/push-device";

const EXPLAINED: Record<PushState, MessageDescriptor> = {
  unsupported: msg`This browser cannot receive push notifications. On an iPhone or iPad, add Maintenance Nexus to the Home Screen and open it from there.`,
  denied: msg`Notifications are blocked for this site. Allow them in the browser's site settings, then come back here.`,
  off: msg`Get your notifications on this device even when the app is closed. Your browser will ask first.`,
  on: msg`This device gets your push notifications until you sign out on it.`,
};

interface PushDeviceCardProps {
  /** Whether this server sends push notifications (its available channels include PUSH). */
  available: boolean;
}

/** Notification Settings: 'Enable notifications on this device' (docs/decisions/039-web-push.md). */
export function PushDeviceCard({ available }: PushDeviceCardProps) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { i18n, t } = useLingui();

  useEffect(() => {
    let current = true;
    void pushState().then((found) => {
      if (current) setState(found);
    });
    return () => {
      current = false;
    };
  }, []);

  const change = async (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailure(null);
    try {
      setState(await action());
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-3" aria-labelledby="push-device-heading">
      <h2 id="push-device-heading" className="text-base font-semibold">
        <Trans>Enable notifications on this device</Trans>
      </h2>
      {!available ? (
        <p className="text-sm text-ink-muted">
          <Trans>This server does not send push notifications.</Trans>
        </p>
      ) : state === null ? (
        <p className="text-sm text-ink-muted">
          <Trans>Checking this device...</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{i18n._(EXPLAINED[state])}</p>
          {state === "off" ? (
            <Button busy={busy} onClick={() => void change(enablePush)}>
              <Trans>Enable Notifications</Trans>
            </Button>
          ) : null}
          {state === "on" ? (
            <div className="flex flex-wrap items-center gap-3">
              <Alert tone="success" className="flex-1">
                <Trans>Notifications are on for this device</Trans>
              </Alert>
              <Button variant="secondary" busy={busy} onClick={() => void change(disablePush)}>
                <Trans>Turn Off</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
      {failure ? (
        <Alert tone="error" title={t`Notifications could not be changed`}>
          {failure}
        </Alert>
      ) : null}
    </Card>
  );
}
