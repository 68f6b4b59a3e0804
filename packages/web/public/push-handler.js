// Web Push in the service worker (docs/decisions/039-web-push.md), pulled into the generated sw.js by Workbox's
// importScripts: shows each push the server sends ({ title, body, url, tag }, decrypted by the browser) and,
// when it is tapped, brings the app forward at that screen (an open window is focused and told to go there;
// none open: a new one opens).

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const url = typeof message.url === "string" && /^\/(?!\/)/.test(message.url) ? message.url : "/dashboard";
  event.waitUntil(
    self.registration.showNotification(message.title || "Maintenance Nexus", {
      body: message.body || "",
      tag: message.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/favicon-32.png",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data?.url || "/";
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // The app routes there itself (src/app/layout/app-layout.tsx), without reloading.
        open.postMessage({ type: "mnx-open", url: path });
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
