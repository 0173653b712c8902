// The game on a phone (390 x 844, touch and mobile emulation): the board holds at least half
// the screen, Start is in reach and a finger high, Medea is played by taps, then a turn of
// Medusa with a movement, and the phone is turned on its side and the game goes on.
//
// The emulated pixel ratio stays 1: at a higher one Chromium's emulation changes
// devicePixelRatio without the CSS pixels of the canvas, which a real phone never does.

import { join } from 'node:path';
import { check, drive } from './driver.mjs';

/// Fails unless the board's part of the screen is at least half of a `width` x `height` one.
async function boardHoldsHalf({ boardArea }, [width, height], how) {
  const [, , w, h] = await boardArea();
  const share = (w * h) / (width * height);
  check(share >= 0.5, `${how}: the board holds ${(100 * share).toFixed(0)}% of the screen`);
}

export async function playOnAPhone(browser, origin, site, problems) {
  const upright = [390, 844];
  const context = await browser.newContext({
    viewport: { width: upright[0], height: upright[1] },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`phone console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`phone page error: ${error.message}`));
  const phone = drive(page);
  const { data, until, settledPoints, tapCell, controls, tapControl } = phone;

  // The loading cover on a slow network (2 MB/s), kept as a picture to be looked at: the bar
  // inside its frame, the words counting megabytes of the download.
  const network = await context.newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false, latency: 40, downloadThroughput: 2 * 1048576, uploadThroughput: -1,
  });
  await page.goto(origin + '/');
  const loading = await until('the loading words', async () => {
    const words = await page.evaluate(() => document.getElementById('status')?.textContent ?? '');
    return / of [\d.]+ MB$/.test(words) ? words : null;
  }, 30000);
  await page.screenshot({ path: join(site, 'loading-phone.png') });
  const bar = await page.evaluate(() => {
    const [frame, fill] = ['bar', 'fill'].map((id) => document.getElementById(id).getBoundingClientRect());
    return { frame: [frame.left, frame.right], fill: [fill.left, fill.right] };
  });
  check(bar.fill[1] <= bar.frame[1] + 0.5 && bar.frame[1] <= upright[0],
    `on a phone the loading bar stays in its frame and on the screen (${loading}, ${JSON.stringify(bar)})`);
  await network.send('Network.emulateNetworkConditions', {
    offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1,
  });

  // The title: Start within the screen and a finger high.
  await until('the title on a phone', async () =>
    (await data('screen')) === 'title' && (await controls()).start);
  const start = (await controls()).start;
  check(start[1] + start[3] <= upright[1] && start[0] + start[2] <= upright[0] && start[3] >= 44,
    `on a phone Start stands within the screen and is a finger high (${start.join(', ')})`);

  // Medea by taps: its card, Start, and White's man taking two men.
  await tapControl('card medea');
  await until('Medea chosen by a tap', async () => (await data('variant')) === 'medea');
  await tapControl('start');
  await until('the Medea board on a phone', async () =>
    (await data('screen')) === 'playing' && (await data('variant')) === 'medea');
  let cells = await settledPoints();
  await boardHoldsHalf(phone, upright, 'upright');
  const medea = [['e3', 'e4'], ['e6', 'e5'], ['e4', 'g6']];
  for (const [index, [from, to]] of medea.entries()) {
    await tapCell(cells, from);
    await tapCell(cells, to);
    await until(`Medea move ${index + 1} by taps`, async () => (await data('turns')) === String(index + 1), 20000);
  }
  check((await data('pieces')) === '18,16',
    `on a phone Medea by taps: e3-e4 e6-e5 e4xe6xg6 leaves ${await data('pieces')} pieces`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(site, 'sizes', 'phone-medea.png') });

  // Medusa: White places j11, Black a1; then White places k11 and jumps j11 over it to l11,
  // after which nothing of White's can move and the turn ends by itself.
  await page.reload();
  await until('the title again', async () =>
    (await data('screen')) === 'title' && (await controls())['card medusa']);
  await tapControl('card medusa');
  await until('Medusa chosen by a tap', async () => (await data('variant')) === 'medusa');
  await tapControl('start');
  await until('the Medusa board on a phone', async () =>
    (await data('screen')) === 'playing' && (await data('variant')) === 'medusa'
      && (await data('turns')) === '0');
  cells = await settledPoints();
  await tapCell(cells, 'j11');
  await until('White on j11', async () => (await data('turns')) === '1', 20000);
  await tapCell(cells, 'a1');
  await until('Black on a1', async () => (await data('turns')) === '2', 20000);
  await tapCell(cells, 'k11');
  await until('White on k11', async () => (await data('stones')) === '1,2', 20000);
  await tapCell(cells, 'j11');
  await tapCell(cells, 'l11');
  await until('the movement and the end of the turn', async () => (await data('turns')) === '3', 20000);
  check((await data('stones')) === '1,2',
    `on a phone a Medusa turn by taps: k11 j11-l11 (turns ${await data('turns')}, stones ${await data('stones')})`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(site, 'sizes', 'phone-medusa.png') });

  // Turned on its side: the panel goes beside the board and the game goes on.
  const onItsSide = [844, 390];
  await phone.resize(...onItsSide);
  await boardHoldsHalf(phone, onItsSide, 'on its side');
  cells = await settledPoints();
  await tapCell(cells, 'i10');
  await until('Black on i10, on its side', async () => (await data('turns')) === '4', 20000);
  check((await data('stones')) === '2,2',
    `on its side the phone plays on: Black's i10 (turns ${await data('turns')}, stones ${await data('stones')})`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(site, 'sizes', 'phone-on-its-side.png') });
  await context.close();
}
