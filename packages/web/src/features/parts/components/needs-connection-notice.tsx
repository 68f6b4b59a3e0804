import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "../../../components/ui/alert";

/**
 * The desk's stock writes are not queued (docs/decisions/032-parts-screens.md): offline, their form says so
 * before anything is typed, and its submit waits for the connection.
 */
export function NeedsConnectionNotice({ what }: { what: string }) {
  const { t } = useLingui();
  return (
    <Alert tone="warning" title={t`No connection`}>
      <Trans>
        {what} needs a connection: it is not saved on this device. The form can be sent once you are back
        online.
      </Trans>
    </Alert>
  );
}
