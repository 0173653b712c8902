// The analysis in the browser: a game just played is analysed from the result window's
// Analyse, and again from the title's "Last game" after a reload; a planted game opened from
// a link is analysed by a click on the replay bar's Analyse, in the computer's slices while the
// page goes on drawing; the one blunder is marked, and one step back shows the position after
// it with the computer's refutation drawn on the board. Kept as pictures: the graph with its
// marks for Pillars of Medusa and for Medusa.

import { join } from 'node:path';
import { check } from './driver.mjs';

// The planted records of tests/data, as links: each has one blunder, whose number is given.
const PLANTED = [
  {
    name: 'Pillars of Medusa',
    link: 'pillars,e3-e4,f9-j5,h2-h3,e9-e7,f2-d4,f10-c7,j1-i3,j5-f9,d4-g7,c7-c4,g1-f2,c4xe2',
    positions: 13,
    blunder: '11',
    picture: 'analysis-pillars',
  },
  {
    name: 'Medusa',
    link: 'medusa,3,q17,c3,q18,c2,s18,b1,r19,a2,r17,c4,s19,a1,s17,a3,d3,a4,c5,c1,b5,d1,d5,a5,e2,e1,'
      + 'q19,a6,b7,f1,g2,a7,p19,g1,s16,a8,b9,h1,i2,a9,s15,i1,q15,a10,b11,j1,k2,k10,b3',
    positions: 48,
    blunder: '46',
    picture: 'analysis-medusa',
  },
];

/// Waits for the analysis under way to be done, and returns its state (`done 4 blunders 2`).
async function analysisDone({ data, until }, what) {
  return until(`the analysis of ${what} done`, async () => {
    const state = await data('analysis');
    return state && state.startsWith('done') && state;
  }, 600000);
}

/// From the result window of the short game of Medusa the test has just played to its end
/// (White's j11, two passes, the count): its Analyse judges the game just played in the replay
/// view (four positions; Black's pass, which lets White end the game at once, the blunder);
/// after a reload the title offers that game as the last one, and its Analyse judges it again.
export async function analyseTheGameJustPlayed(page, driver) {
  const { data, until, clickControl } = driver;
  const expected = 'done 4 blunders 2';
  await clickControl('result analyse');
  const done = await analysisDone(driver, 'the game just played');
  check(done === expected && (await data('viewing')) === 'true',
    `the result window's Analyse judges the game just played in the replay view (${done})`);
  await page.reload();
  await until('the title screen after the analysis', async () => (await data('screen')) === 'title');
  await clickControl('last game analyse');
  await until('the last game on the board', async () => (await data('screen')) === 'playing');
  const again = await analysisDone(driver, 'the last game');
  check(again === expected && (await data('viewing')) === 'true' && (await data('variant')) === 'medusa',
    `after a reload the title's "Last game" analyses it again (${again})`);
}

/// Analyses each planted game and keeps its picture in `sizes`.
export async function analysePlantedGames(page, driver, origin, sizes) {
  const { data, until, press, frames, clickControl } = driver;
  for (const planted of PLANTED) {
    await page.goto('about:blank');
    await page.goto(`${origin}/#${planted.link}`);
    await until(`the ${planted.name} record`, async () => (await data('viewing')) === 'true');
    await clickControl('analyse');
    const started = Date.now();
    // The page goes on drawing while positions are judged a slice at a time.
    const running = await until(`the ${planted.name} analysis under way`, async () => {
      const state = await data('analysis');
      return state && state.startsWith('running') && state;
    });
    await frames(2);
    check(running.startsWith('running'), `${planted.name}: the analysis runs while the page draws (${running})`);
    const done = await until(`the ${planted.name} analysis done`, async () => {
      const state = await data('analysis');
      return state && state.startsWith('done') && state;
    }, 600000);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    check(done === `done ${planted.positions} blunders ${planted.blunder}`,
      `${planted.name}: ${planted.positions} positions judged in ${seconds} s, the one blunder is move ${planted.blunder} (${done})`);
    // The position after the blunder, with the refutation in green.
    const turns = Number(await data('turns'));
    await press('ArrowLeft');
    await until('the step back', async () => Number(await data('turns')) === turns - 1);
    await frames(3);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(sizes, `${planted.picture}.png`) });
  }
}
