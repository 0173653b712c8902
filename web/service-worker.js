// The site's service worker. It keeps the site for offline play and an instant second visit:
// the page (asked of the network first, the copy kept when there is none) and the game's
// files, whose names hold a hash of their content (kept under the site's version, served from
// the cache once there). It also shows the notices of the player's games by the day that the
// server sends by Web Push (the page open or closed), and a click on one opens that game
// (`#play=CODE`) in the game's page, or in a new one.

// Written in by web/build: the site's version, and the game's files named by it.
const CACHE = 'medusa-site-@SITE_HASH@';
const GAME_FILES = ['@JS_FILE@', '@WASM_FILE@'];

/// The page's own address in the worker's scope: its folder, or index.html in it.
function isThePage(url) {
  const scope = new URL(self.registration.scope);
  return url.pathname === scope.pathname || url.pathname === scope.pathname + 'index.html';
}

// Installing keeps the page and the game's script; the page keeps the WebAssembly it
// downloads itself (no second download), or this worker keeps it as it passes.
self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(['./', GAME_FILES[0]]);
    await self.skipWaiting();
  })());
});

// A new site's worker drops the files of the sites before it.
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith('medusa-site-') && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isThePage(url)) {
    // The network's page while there is one (a new site comes at once), else the copy.
    event.respondWith((async () => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put('./', response.clone());
        return response;
      } catch (offline) {
        return (await cache.match('./')) || Response.error();
      }
    })());
    return;
  }
  if (!GAME_FILES.includes(url.pathname.split('/').pop())) return;
  // A file named by its content never changes: the copy, once there is one.
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  })());
});

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
