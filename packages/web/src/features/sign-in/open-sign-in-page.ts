import { OAUTH_POPUP_HEIGHT, OAUTH_POPUP_POLL_MS, OAUTH_POPUP_WIDTH } from "@mnx/domain";
import { isIosStandalone } from "../../lib/ios-device";

/**
 * Opens the identity provider's page (part 1, 2). An installed app on iOS uses a 500 x 600 popup, since
 * leaving the app would lose it; the page reloads when the popup closes (checked every second) and picks
 * up the session the popup stored. A blocked popup falls back to plain navigation, as everywhere else.
 */
export function openSignInPage(authUrl: string): void {
  if (!isIosStandalone()) {
    window.location.assign(authUrl);
    return;
  }
  const left = Math.max(0, Math.round((window.screen.width - OAUTH_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((window.screen.height - OAUTH_POPUP_HEIGHT) / 2));
  const popup = window.open(
    authUrl,
    "maintenance-nexus-sign-in",
    `width=${OAUTH_POPUP_WIDTH},height=${OAUTH_POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) {
    window.location.assign(authUrl);
    return;
  }
  const timer = window.setInterval(() => {
    if (!popup.closed) return;
    window.clearInterval(timer);
    window.location.reload();
  }, OAUTH_POPUP_POLL_MS);
}
