// What a phone feels, measured: a 390 x 844 touch page with Chromium's processor slowed four
// times (its "mid-tier mobile" preset): the time from navigation to the first board, on the
// first visit (the download) and on the next (the site kept by the page), and from Start to
// the first move the game accepted in each game, by taps. Printed for BENCHMARKS.md.

import { drive } from './driver.mjs';

/// Each game's card and first move, as tapped.
const FIRST_MOVES = [
  { game: 'medusa', variant: 'medusa', cells: ['j11'] },
  { game: 'lotus', variant: 'lotus', cells: ['3'] },
  { game: 'medea', variant: 'medea', cells: ['e3', 'e4'] },
  { game: 'pillars', variant: 'pillars of medusa', cells: ['e3', 'e5'] },
];

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
    for (const line of lines) console.log(`timing: ${line}`);
  } finally {
    await context.close();
  }
}
