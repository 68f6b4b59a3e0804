import { LegalPage } from "./legal-page";

export function PrivacyScreen() {
  return (
    <LegalPage title="Privacy Policy" updated="January 2025">
      <p>
        Maintenance Nexus keeps the records your organization needs to maintain its equipment, and nothing
        more. This page explains what that is and how it is handled.
      </p>
      <h2>What we store</h2>
      <ul>
        <li>
          Your name, work email, phone number (if you add one) and role, as set up by your administrator.
        </li>
        <li>The equipment, assignments, work orders and inspections your team records.</li>
        <li>When you last signed in, so administrators can see who is active.</li>
      </ul>
      <h2>What we never see</h2>
      <p>
        You sign in on your identity provider's own page. Your password never reaches Maintenance Nexus. We do
        not track your location.
      </p>
      <h2>On your device</h2>
      <p>
        To work without a connection, the app keeps your session and a copy of recently viewed data in this
        browser. Logging out removes both from the device.
      </p>
      <h2>Who can see your data</h2>
      <p>
        Only members of your organization, according to their role. Data is never sold or shared with
        advertisers. Your organization decides how long records are kept.
      </p>
      <h2>Questions</h2>
      <p>Ask your fleet manager or system administrator, who can also correct or remove your details.</p>
    </LegalPage>
  );
}
