import { LegalPage } from "./legal-page";

export function SupportScreen() {
  return (
    <LegalPage title="Support" updated="January 2025">
      <p>
        Most questions are answered fastest by the people who run Maintenance Nexus for your organization.
      </p>
      <h2>Who to contact</h2>
      <ul>
        <li>Access, roles and accounts: your fleet manager or system administrator.</li>
        <li>A work order or an assignment: your shop foreman or field supervisor.</li>
        <li>Something unsafe on a machine: stop, tag it out, and escalate it from the app or by radio.</li>
      </ul>
      <h2>Cannot sign in?</h2>
      <ul>
        <li>Check that the device is online: signing in needs a connection.</li>
        <li>Use your work account, not a personal one.</li>
        <li>
          If you see "Authentication failed", your account may not be set up or active yet; ask your
          administrator.
        </li>
      </ul>
      <h2>Working without a signal</h2>
      <ul>
        <li>Open the screens you need while you still have a connection; they stay available offline.</li>
        <li>The "Offline Mode" banner shows when you are offline. Your changes sync when you reconnect.</li>
      </ul>
      <h2>Install the app</h2>
      <p>
        In your browser's menu, choose "Install app" or "Add to Home Screen". It then opens full screen, like
        any other app.
      </p>
    </LegalPage>
  );
}
