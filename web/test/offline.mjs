// The site offline after the first visit: a page loads the site from a server of its own
// (the service worker keeps the page and the game's files), the server goes away, and the
// page, reloaded, still starts the game and plays a local move of Medusa by a click.

import { check, drive } from './driver.mjs';
import { serveSite } from './static-site.mjs';

/// The site's files the page's caches hold (their names), once the worker is ready.
async function keptFiles(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const names = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) names.push(new URL(request.url).pathname);
    }
    return names.sort();
  });
}

export async function playOffline(browser, site) {
  const server = await serveSite(site);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const { data, until, press, settledPoints, clickCell } = drive(page);
  try {
    await page.goto(server.origin + '/');
    await until('the title, online', async () => (await data('screen')) === 'title', 120000);
    const kept = await until('the site kept', async () => {
      const files = await keptFiles(page);
      return files.some((f) => f.endsWith('.wasm')) && files.some((f) => f.endsWith('.js'))
        && files.includes('/') && files;
    }, 60000);
    await server.stop();
    const started = Date.now();
    await page.reload();
    await until('the title, offline', async () => (await data('screen')) === 'title', 120000);
    const title = Date.now() - started;
    await page.locator('#medusa').focus();
    await press('Enter');
    await until('the game, offline', async () => (await data('screen')) === 'playing', 60000);
    const cells = await settledPoints();
    await clickCell(cells, 'j11');
    await until('the move, offline', async () => (await data('turns')) === '1', 30000);
    check((await data('stones')) === '0,1',
      `offline: with the server gone, the page reloads from what its worker kept (${kept.join(', ')}), `
      + `shows the title after ${title} ms, and plays j11 by a click`);
  } finally {
    await context.close();
    await server.stop().catch(() => {});
  }
}
