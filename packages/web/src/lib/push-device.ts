import { apiRequest } from "./api-client";

/**
 * Web Push on this device (docs/decisions/039-web-push.md): the browser's subscription, made with the
 * server's VAPID key and sent to the server, which sends this device the person's push notifications until
 * they sign out on it.
 */

export type PushState = "unsupported" | "denied" | "off" | "on";

const SUBSCRIPTIONS = "/notifications/push/subscriptions";

export const pushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** What the card shows: not possible here, refused by the person, off, or on. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/** base64url (the server's key) to the bytes PushManager.subscribe takes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * Asks for permission (a tap must call this), subscribes with the server's key and sends the subscription.
 * Answers the state after: "denied" when the person refused.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const worker = (await registration()) ?? (await navigator.serviceWorker.ready);
  const { data } = await apiRequest<{ data: { publicKey: string } }>("/notifications/push/key");
  let subscription = await worker.pushManager.getSubscription();
  const applicationServerKey = keyBytes(data.publicKey);
  // Made with another key (the server's keys changed): replaced.
  const made = subscription?.options.applicationServerKey;
  if (subscription && made && new Uint8Array(made).toString() !== applicationServerKey.toString()) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await apiRequest(SUBSCRIPTIONS, { method: "POST", body: subscription.toJSON() });
  return "on";
}

/** Stops pushes to this device: the server forgets it, and the browser's subscription ends. */
export async function disablePush(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest(SUBSCRIPTIONS, { method: "DELETE", body: { endpoint: subscription.endpoint } }).catch(
      (error: unknown) => {
        // Already gone on the server (404): the device's side still ends.
        if ((error as { status?: number }).status !== 404) throw error;
      },
    );
    await subscription.unsubscribe();
  }
  return pushState();
}

/**
 * At sign-out: this device's pushes end. The server is asked to forget it (it also stops once the session
 * ends), and the browser's subscription ends even when that call fails (offline): the push service then
 * answers 410 and the server removes it. Never throws.
 */
export async function endPushOnThisDevice(): Promise<void> {
  try {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return;
    await apiRequest(SUBSCRIPTIONS, { method: "DELETE", body: { endpoint: subscription.endpoint } }).catch(
      () => undefined,
    );
    await subscription.unsubscribe();
  } catch {
    // Signing out goes on.
  }
}
