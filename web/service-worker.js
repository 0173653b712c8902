// The site's service worker: it shows the notices of the player's games by the day that the
// server sends by Web Push (the page open or closed), and a click on one opens that game
// (`#play=CODE`) in the game's page, or in a new one.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch (_) {
    notice = { body: event.data ? event.data.text() : '' };
  }
  const room = typeof notice.room === 'string' ? notice.room : null;
  event.waitUntil(self.registration.showNotification(notice.title || 'Medusa', {
    body: notice.body || '',
    // One notice per game: a newer one replaces the older, and still alerts.
    tag: room ? 'room-' + room : 'medusa',
    renotify: Boolean(room),
    data: { room },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const room = event.notification.data && event.notification.data.room;
  const target = new URL(room ? './#play=' + room : './', self.registration.scope).href;
  event.waitUntil((async () => {
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const page of pages) {
      if (new URL(page.url).origin === self.location.origin) {
        await page.focus();
        page.postMessage({ room });
        return;
      }
    }
    await self.clients.openWindow(target);
  })());
});
