import { Trans, useLingui } from "@lingui/react/macro";
import { LEGAL_TEXTS_UPDATED, LegalPage } from "./legal-page";

export function SupportScreen() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Support`} updated={LEGAL_TEXTS_UPDATED}>
      <p>
        <Trans>
          Most questions are answered fastest by the people who run Maintenance Nexus for your organization.
        </Trans>
      </p>
      <h2>
        <Trans>Who to contact</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Access, roles and accounts: your fleet manager or system administrator.</Trans>
        </li>
        <li>
          <Trans>A work order or an assignment: your shop foreman or field supervisor.</Trans>
        </li>
        <li>
          <Trans>
            Something unsafe on a machine: stop, tag it out, and escalate it from the app or by radio.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Cannot sign in?</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Check that the device is online: signing in needs a connection.</Trans>
        </li>
        <li>
          <Trans>Use your work account, not a personal one.</Trans>
        </li>
        <li>
          <Trans>
            If you see "Authentication failed", your account may not be set up or active yet; ask your
            administrator.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Working without a signal</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Open the screens you need while you still have a connection; they stay available offline.
          </Trans>
        </li>
        <li>
          <Trans>
            The "Offline Mode" banner shows when you are offline. Your changes sync when you reconnect.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Install the app</Trans>
      </h2>
      <p>
        <Trans>
          In your browser's menu, choose "Install app" or "Add to Home Screen". It then opens full screen,
          like any other app.
        </Trans>
      </p>
    </LegalPage>
  );
}
