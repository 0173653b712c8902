// What the browser test does with a page of the game: read the attributes of its <body>, wait
// for them, press keys, click or tap cells and controls, and keep pictures. The game reports
// where it is through those attributes (data-screen, data-turns, data-variant, data-phase,
// data-stones, data-pieces, data-result, data-notice; data-points: the screen position of
// every cell; data-board: the board's part of the screen; data-controls: where the screen's
// main controls stand).

import { join } from 'node:path';
import { PNG } from 'pngjs';

const results = [];
const started = Date.now();

/// Minutes and seconds since the run began: each check is printed with the time it was made,
/// so that a run shows where its time goes.
function elapsed() {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/// Reports a check, and fails the run if it does not hold.
export function check(condition, what) {
  results.push(`${condition ? 'ok  ' : 'FAIL'} ${elapsed()} ${what}`);
  console.log(results[results.length - 1]);
  if (!condition) process.exitCode = 1;
}

/// The sizes a screen is looked at: a phone upright and on its side, a tablet upright, and a
/// full-HD screen.
export const SIZES = [[390, 844], [844, 390], [768, 1024], [1920, 1080]];

/// What the test does with `page`.
export function drive(page) {
  const data = (key) => page.evaluate((k) => document.body.dataset[k] ?? null, key);

  async function until(what, predicate, timeout = 60000) {
    const start = Date.now();
    for (;;) {
      const value = await predicate();
      if (value) return value;
      if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
      await page.waitForTimeout(100);
    }
  }

  async function press(key) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }

  /// Waits for `count` of the page's animation frames (the game draws one frame in each).
  async function frames(count) {
    await page.evaluate((n) => new Promise((done) => {
      const step = (left) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
      step(n);
    }), count);
  }

  /// The screen positions of the cells, once the camera has settled: two readings three
  /// frames apart agree (the board is fitted in the frame the panels take their place).
  async function settledPoints() {
    let before = await until('the cells', async () => data('points'));
    for (;;) {
      await frames(3);
      const now = await data('points');
      if (now === before) return JSON.parse(now);
      before = now;
    }
  }

  /// Moves the mouse to a cell, as a person does (the game sees it arrive), and clicks it.
  async function clickCell(points, name) {
    const [x, y] = points[name];
    await page.mouse.move(x, y);
    await frames(1);
    await page.mouse.click(x, y);
    await frames(1);
  }

  /// Taps a cell with a finger.
  async function tapCell(points, name) {
    const [x, y] = points[name];
    await page.touchscreen.tap(x, y);
    await frames(2);
  }

  /// Where the screen's main controls stand: name -> [left, top, width, height].
  async function controls() {
    return JSON.parse((await data('controls')) || '{}');
  }

  /// Clicks the middle of the control `name` with the mouse.
  async function clickControl(name) {
    const spot = await until(`the control ${name}`, async () => (await controls())[name]);
    const [x, y] = [spot[0] + spot[2] / 2, spot[1] + spot[3] / 2];
    await page.mouse.move(x, y);
    await frames(1);
    await page.mouse.click(x, y);
    await frames(2);
  }

  /// Taps the middle of the control `name` with a finger.
  async function tapControl(name) {
    const spot = await until(`the control ${name}`, async () => (await controls())[name]);
    await page.touchscreen.tap(spot[0] + spot[2] / 2, spot[1] + spot[3] / 2);
    await frames(2);
  }

  /// The board's part of the screen: [left, top, width, height].
  async function boardArea() {
    return ((await data('board')) || '0,0,0,0').split(',').map(Number);
  }

  /// The share of the screen's pixels that are the board's wood (warm, mid-light colours).
  async function woodShare() {
    const png = PNG.sync.read(await page.screenshot());
    let wood = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
      if (r > 120 && r > g && g > b && r - b > 40) wood += 1;
    }
    return { share: wood / (png.width * png.height), png };
  }

  /// Turns the screen to `width` x `height` and waits for the board and panels to follow.
  async function resize(width, height) {
    const before = await data('board');
    await page.setViewportSize({ width, height });
    await until(`the board fitted to ${width} x ${height}`, async () => (await data('board')) !== before);
    await settledPoints();
    // A few of SwiftShader's slow frames for the panels to take their places.
    await frames(4);
    await page.waitForTimeout(1000);
  }

  /// Keeps a picture of the screen as it is at each of the [`SIZES`], as `name-WxH.png` in
  /// `folder`, and comes back to `width` x `height`.
  async function atSizes(folder, name, [width, height]) {
    for (const [w, h] of SIZES) {
      await resize(w, h);
      await page.screenshot({ path: join(folder, `${name}-${w}x${h}.png`) });
    }
    await resize(width, height);
  }

  return {
    data, until, press, frames, settledPoints, clickCell, tapCell, controls, clickControl,
    tapControl, boardArea, woodShare, resize, atSizes,
  };
}
