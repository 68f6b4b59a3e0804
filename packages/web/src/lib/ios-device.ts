interface IosNavigator extends Navigator {
  standalone?: boolean;
}

/** iPhone, iPod, or an iPad (which reports itself as a touch Mac). */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPad|iPhone|iPod/.test(userAgent) || (userAgent.includes("Macintosh") && maxTouchPoints > 1);
}

/** Installed to the home screen and running without Safari's chrome. */
export function isIosStandalone(): boolean {
  const standalone =
    (navigator as IosNavigator).standalone === true ||
    window.matchMedia("(display-mode: standalone)").matches;
  return isIos() && standalone;
}

/**
 * iOS can leave the page scrolled out of place after the on-screen keyboard or a sign-in page closes.
 * Scrolling back on timers puts the layout back (part 1, 2); elsewhere this does nothing.
 */
export function scheduleIosLayoutFixes(delaysMs: readonly number[]): () => void {
  if (!isIos()) return () => undefined;
  const timers = delaysMs.map((delay) => window.setTimeout(() => window.scrollTo(0, 0), delay));
  return () => {
    for (const timer of timers) window.clearTimeout(timer);
  };
}
