import { Trans, useLingui } from "@lingui/react/macro";
import { LEGAL_TEXTS_UPDATED, LegalPage } from "./legal-page";

export function PrivacyScreen() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Privacy Policy`} updated={LEGAL_TEXTS_UPDATED}>
      <p>
        <Trans>
          Maintenance Nexus keeps the records your organization needs to maintain its equipment, and nothing
          more. This page explains what that is and how it is handled.
        </Trans>
      </p>
      <h2>
        <Trans>What we store</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Your name, work email, phone number (if you add one) and role, as set up by your administrator.
          </Trans>
        </li>
        <li>
          <Trans>The equipment, assignments, work orders and inspections your team records.</Trans>
        </li>
        <li>
          <Trans>When you last signed in, so administrators can see who is active.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>What we never see</Trans>
      </h2>
      <p>
        <Trans>
          You sign in on your identity provider's own page. Your password never reaches Maintenance Nexus. We
          do not track your location.
        </Trans>
      </p>
      <h2>
        <Trans>On your device</Trans>
      </h2>
      <p>
        <Trans>
          To work without a connection, the app keeps your session and a copy of recently viewed data in this
          browser. Logging out removes both from the device.
        </Trans>
      </p>
      <h2>
        <Trans>Who can see your data</Trans>
      </h2>
      <p>
        <Trans>
          Only members of your organization, according to their role. Data is never sold or shared with
          advertisers. Your organization decides how long records are kept.
        </Trans>
      </p>
      <h2>
        <Trans>Questions</Trans>
      </h2>
      <p>
        <Trans>
          Ask your fleet manager or system administrator, who can also correct or remove your details.
        </Trans>
      </p>
    </LegalPage>
  );
}
