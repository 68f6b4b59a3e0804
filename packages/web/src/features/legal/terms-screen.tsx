import { LegalPage } from "./legal-page";

export function TermsScreen() {
  return (
    <LegalPage title="Terms of Service" updated="January 2025">
      <p>
        By signing in you agree to use Maintenance Nexus for your organization's equipment maintenance work.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>Accounts are created and managed by your organization's administrators.</li>
        <li>Keep your work account secure and sign out on shared devices.</li>
        <li>Your role decides what you can see and change; do not try to get around it.</li>
      </ul>
      <h2>Your organization's data</h2>
      <p>
        Equipment, work-order and inspection records belong to your organization. Enter them accurately: other
        people rely on them to keep machines and crews safe.
      </p>
      <h2>Safety comes first</h2>
      <p>
        The app supports, and never replaces, your site's safety rules, lockout/tagout procedures and the
        manufacturer's instructions. Never operate equipment that is marked down for repair.
      </p>
      <h2>Working offline</h2>
      <p>
        Changes made without a connection are sent when the device reconnects. Until then, other people may
        not see them; check the offline banner before relying on shared information.
      </p>
      <h2>Changes to these terms</h2>
      <p>We will tell you in the app before any change to these terms takes effect.</p>
    </LegalPage>
  );
}
