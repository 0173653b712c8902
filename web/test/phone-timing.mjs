// What a phone feels, measured: a 390 x 844 touch page with Chromium's processor slowed four
// times (its "mid-tier mobile" preset): the time from navigation to the first board, on the
// first visit (the download) and on the next (the site kept by the page), and from Start to
// the first move the game accepted in each game, by taps; and the frame times (the page's
// `requestAnimationFrame` intervals in which the game drew: median and 95th percentile) while
// a busy move of a game is played out, stepped to in the replay of a shared link. Printed for
// BENCHMARKS.md.

import { drive } from './driver.mjs';

/// Each game's card and first move, as tapped.
const FIRST_MOVES = [
  { game: 'medusa', variant: 'medusa', cells: ['j11'] },
  { game: 'lotus', variant: 'lotus', cells: ['3'] },
  { game: 'medea', variant: 'medea', cells: ['e3', 'e4'] },
  { game: 'pillars', variant: 'pillars of medusa', cells: ['e3', 'e5'] },
];

/// Games whose last move is one of the busiest animations: the link, and what the move does.
const BUSY_MOVES = [
  {
    name: 'Medusa: White\'s b3 reverses 22 stones',
    link: 'medusa,3,q17,c3,q18,c2,s18,b1,r19,a2,r17,c4,s19,a1,s17,a3,d3,a4,c5,c1,b5,d1,d5,a5,e2,e1,'
      + 'q19,a6,b7,f1,g2,a7,p19,g1,s16,a8,b9,h1,i2,a9,s15,i1,q15,a10,b11,j1,k2,k10,b3',
  },
  {
    name: 'Medea: f4xf6xh6xh4 takes three men',
    link: 'medea,b2-a3,c7-b6,c2-b3,b7-a6,g2-h3,g7-h6,f2-g3,f7-g6,f3-g4,e6-f5,e2-f3,f6-e5,e3-f4,'
      + 'h6-h5,f4xf6xh6xh4',
  },
  {
    name: 'Pillars of Medusa: c4xe2 captures',
    link: 'pillars,e3-e4,f9-j5,h2-h3,e9-e7,f2-d4,f10-c7,j1-i3,j5-f9,d4-g7,c7-c4,g1-f2,c4xe2',
  },
];

/// The intervals (ms) between the page's animation frames in which the game drew (its
/// `data-frames` count went up), over `ms` from now, while `act` runs: the game's frame
/// times while it animates, the frames at rest left out.
async function framesDuring(page, ms, act) {
  const recording = page.evaluate((span) => new Promise((done) => {
    const ticks = [];
    const tick = (time) => {
      ticks.push([time, document.body.dataset.frames]);
      if (time - ticks[0][0] < span) requestAnimationFrame(tick);
      else {
        done(ticks.slice(1)
          .map(([t, drawn], i) => (drawn !== ticks[i][1] ? t - ticks[i][0] : null))
          .filter((interval) => interval !== null));
      }
    };
    requestAnimationFrame(tick);
  }), ms);
  await act();
  return recording;
}

/// The median and the 95th percentile of `values`.
function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}

export async function timeAPhone(browser, origin) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { data, until, settledPoints, tapCell, tapControl } = drive(page);
  const lines = [];
  try {
    const boards = [];
    for (const visit of ['first visit', 'second visit']) {
      const started = Date.now();
      await page.goto(origin + '/');
      await until(`the first board (${visit})`, async () => (await data('screen')) && (await data('points')), 120000);
      boards.push(Date.now() - started);
    }
    lines.push(`phone (4x slower processor): first board ${boards[0]} ms (first visit), ${boards[1]} ms (the site kept)`);
    for (const { game, variant, cells } of FIRST_MOVES) {
      // No game in progress stands behind the title: the card chosen shows its board.
      await page.evaluate(() => localStorage.removeItem('medusa/autosave.json'));
      await page.goto(origin + '/');
      await until('the title', async () => (await data('screen')) === 'title', 120000);
      await until(`${game} chosen`, async () => {
        if ((await data('variant')) === variant) return true;
        await tapControl(`card ${game}`);
        await page.waitForTimeout(500);
        return false;
      }, 60000);
      const started = Date.now();
      await tapControl('start');
      await until(`the ${game} board`, async () => (await data('screen')) === 'playing', 120000);
      const board = Date.now() - started;
      const points = await settledPoints();
      const settled = Date.now() - started;
      for (const cell of cells) await tapCell(points, cell);
      await until(`the first ${game} move`, async () => Number(await data('turns')) >= 1, 120000);
      const moved = Date.now() - started;
      lines.push(`phone (4x slower processor): ${game} from Start: board ${board} ms, cells ${settled} ms, first move ${moved} ms`);
    }
    for (const { name, link } of BUSY_MOVES) {
      await page.goto('about:blank');
      await page.goto(`${origin}/#${link}`);
      await until(`the record of ${name}`, async () => (await data('viewing')) === 'true', 120000);
      const turns = Number(await data('turns'));
      await page.keyboard.press('ArrowLeft');
      await until('the step back', async () => Number(await data('turns')) === turns - 1, 60000);
      await page.waitForTimeout(3000);
      const intervals = await framesDuring(page, 4000, () => page.keyboard.press('ArrowRight'));
      const { median, p95 } = percentiles(intervals);
      lines.push(`phone (4x slower processor): frames while ${name}: median ${median.toFixed(0)} ms, `
        + `95th percentile ${p95.toFixed(0)} ms (${intervals.length} frames drawn)`);
    }
    for (const line of lines) console.log(`timing: ${line}`);
  } finally {
    await context.close();
  }
}
