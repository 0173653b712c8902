// Web Push in the browser test: a push service of the test's own on 127.0.0.1 (the server
// posts each notice to it, encrypted and signed as for any push service), which decrypts each
// message as a browser does (RFC 8291's aes128gcm), and hands the plain message to a page's
// service worker through the DevTools protocol, as a browser's push service would. The
// page's `PushManager` is given the subscription to this service: headless Chromium reaches
// no real push service.

import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const base64url = (bytes) => Buffer.from(bytes).toString('base64url');

/// A push service on 127.0.0.1 with one browser's keys: `endpoint` to subscribe, `keys`
/// (base64url) for the page's subscription, and `next()` for the next message, decrypted.
export async function pushService() {
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const auth = randomBytes(16);
  const waiting = [];
  const arrived = [];
  const server = createServer((request, response) => {
    const parts = [];
    request.on('data', (part) => parts.push(part));
    request.on('end', () => {
      response.writeHead(201).end();
      let message;
      try {
        message = { ok: decrypt(Buffer.concat(parts), browserKey, auth) };
      } catch (error) {
        message = { error };
      }
      const taker = waiting.shift();
      if (taker) taker(message);
      else arrived.push(message);
    });
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address();
  return {
    endpoint: `http://127.0.0.1:${port}/push/bob`,
    keys: { p256dh: base64url(browserKey.getPublicKey()), auth: base64url(auth) },
    async next(patience) {
      const message = arrived.shift() ?? await new Promise((take, fail) => {
        const timer = setTimeout(() => fail(new Error('no push message came')), patience);
        waiting.push((m) => { clearTimeout(timer); take(m); });
      });
      if (message.error) throw message.error;
      return message.ok;
    },
    close: () => server.close(),
  };
}

/// The plain text of an aes128gcm message (RFC 8188) encrypted for the browser's key and auth
/// secret (RFC 8291).
function decrypt(body, browserKey, auth) {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const shared = browserKey.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zeros after it.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('a push message without its last record\'s delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/// Gives the pages of `context` the subscription to `service` (before they load), and
/// allows `origin`'s notifications, as a player who says yes would.
export async function subscribeTo(context, origin, service) {
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(({ endpoint, keys }) => {
    if (!('PushManager' in window)) return;
    const subscription = {
      endpoint,
      options: {},
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => true,
    };
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async () => subscription;
  }, { endpoint: service.endpoint, keys: service.keys });
}

/// Delivers `data` to the service worker of `page` (at `origin`) as its push message.
export async function deliver(page, origin, data) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise((found) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) found(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  await cdp.detach();
}

/// The titles of the notifications `page`'s service worker shows.
export async function notificationsShown(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => `${n.title}|${n.data && n.data.room}`);
  });
}
