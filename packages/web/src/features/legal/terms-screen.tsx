import { Trans, useLingui } from "@lingui/react/macro";
import { LEGAL_TEXTS_UPDATED, LegalPage } from "./legal-page";

export function TermsScreen() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Terms of Service`} updated={LEGAL_TEXTS_UPDATED}>
      <p>
        <Trans>
          By signing in you agree to use Maintenance Nexus for your organization's equipment maintenance work.
        </Trans>
      </p>
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Accounts are created and managed by your organization's administrators.</Trans>
        </li>
        <li>
          <Trans>Keep your work account secure and sign out on shared devices.</Trans>
        </li>
        <li>
          <Trans>Your role decides what you can see and change; do not try to get around it.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Your organization's data</Trans>
      </h2>
      <p>
        <Trans>
          Equipment, work-order and inspection records belong to your organization. Enter them accurately:
          other people rely on them to keep machines and crews safe.
        </Trans>
      </p>
      <h2>
        <Trans>Safety comes first</Trans>
      </h2>
      <p>
        <Trans>
          The app supports, and never replaces, your site's safety rules, lockout/tagout procedures and the
          manufacturer's instructions. Never operate equipment that is marked down for repair.
        </Trans>
      </p>
      <h2>
        <Trans>Working offline</Trans>
      </h2>
      <p>
        <Trans>
          Changes made without a connection are sent when the device reconnects. Until then, other people may
          not see them; check the offline banner before relying on shared information.
        </Trans>
      </p>
      <h2>
        <Trans>Changes to these terms</Trans>
      </h2>
      <p>
        <Trans>We will tell you in the app before any change to these terms takes effect.</Trans>
      </p>
    </LegalPage>
  );
}
