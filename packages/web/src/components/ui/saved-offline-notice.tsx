import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "./alert";

/** A write waiting for a connection (docs/decisions/011): it is kept on the device and sent on reconnect. */
export function SavedOfflineNotice({ what }: { what: string }) {
  const { t } = useLingui();
  return (
    <Alert tone="info" title={t`Saved on this device`}>
      <Trans>{what} will be sent as soon as this device is back online. You can close this window.</Trans>
    </Alert>
  );
}
