// The browser version of Medusa in Debian's Chromium (headless, WebGL2 through SwiftShader):
// the page loads without console errors and shows the board, a click on a cell places a stone,
// a reload restores the game, a short game is played to its result and analysed from the
// result window (and again from the title's last game after a reload), a shared link opens the
// shared game and a malformed one says so, Medea is chosen with the arrow keys and played by
// clicks (a double capture among its moves) and continued after a reload, and so is Pillars
// of Medusa. The title, a game, the result and the help are kept as pictures at a phone's,
// a tablet's and a full-HD screen's sizes (in SITE_DIR/sizes). The first stage of each game's
// lessons is completed by clicks, and a puzzle of each game solved by clicks (one of Lotus
// missed, its solution played out). A planted game of Pillars of Medusa and one of Medusa are
// analysed, each blunder found. A phone page plays by taps. A page that loaded the site
// once plays on after its server is gone. A page in Dutch with reduced motion
// plays the first move of each game by keyboard alone through the move box, heard in the live
// region. Three pages play Medea and
// Pillars online through `medusa serve` (MEDUSA_BIN, default target/debug/medusa), with a
// reload and a server restart mid-game; three named players and a bot meet in its lobby; a
// club screen follows two live games and turns to the one with a capture.
//
//   node web/test/browser-test.mjs [SITE_DIR]      (default: target/site, built by web/build)

import { readdirSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { check, drive } from './driver.mjs';
import { analyseTheGameJustPlayed, analysePlantedGames } from './analysis.mjs';
import { learnFirstStages } from './lessons.mjs';
import { solvePuzzles } from './puzzles.mjs';
import { playOnAPhone } from './phone.mjs';
import { playOffline } from './offline.mjs';
import { timeAPhone } from './phone-timing.mjs';
import { playOnline } from './online.mjs';
import { playInTheLobby } from './lobby.mjs';
import { showTheClubScreen } from './club-screen.mjs';
import { playByKeyboardInDutch } from './access.mjs';
import { serveSite } from './static-site.mjs';

const site = resolve(process.argv[2] || 'target/site');
const sizes = join(site, 'sizes');
await mkdir(sizes, { recursive: true });
const server = await serveSite(site);
const { origin } = server;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const problems = [];
page.on('console', (message) => {
  if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
});
page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

const { data, until, press, settledPoints, clickCell, woodShare, atSizes } = drive(page);
const DESKTOP = [1280, 800];

// What the loading cover said and how far its bar went, each time it changed.
await page.addInitScript(() => {
  window.loadingSeen = [];
  new MutationObserver(() => {
    const status = document.getElementById('status');
    const fill = document.getElementById('fill');
    if (status && status.textContent.startsWith('Loading')) {
      window.loadingSeen.push([status.textContent, fill ? fill.style.width : '']);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
});

/// Checks what the loading cover said: the bytes received never more than the total, the
/// total the packed download the server sent, and the bar inside its frame.
async function checkLoadingWords() {
  const seen = await page.evaluate(() => window.loadingSeen);
  const wasm = readdirSync(site).find((name) => /^medusa_bg-[0-9a-f]+\.wasm\.gz$/.test(name));
  const packed = statSync(join(site, wasm)).size / 1048576;
  const counts = seen.map(([words]) => words.match(/([\d.]+) of ([\d.]+) MB/)).filter(Boolean);
  const widths = seen.map(([, width]) => parseFloat(width)).filter(Number.isFinite);
  const last = counts[counts.length - 1];
  check(counts.length > 0 && counts.every(([, got, of]) => Number(got) <= Number(of))
    && Math.abs(Number(last[2]) - packed) < 0.15,
    `the loading words count the packed download (${packed.toFixed(1)} MB): ${JSON.stringify(seen.slice(-2))}`);
  check(widths.every((width) => width <= 100), `the loading bar stays in its frame (${Math.max(0, ...widths)}%)`);
}

/// Checks that the page at rest draws (almost) nothing: the game's frames over five seconds
/// without input, on `where`.
async function checkRest(where) {
  // What the last input set going settles first (the renderer compiles its pipelines over
  // the first seconds, waking the page until they are ready): a second without a frame.
  let seen = Number(await data('frames'));
  for (const started = Date.now(); Date.now() - started < 30000;) {
    await page.waitForTimeout(1000);
    const now = Number(await data('frames'));
    if (now === seen) break;
    seen = now;
  }
  const before = Number(await data('frames'));
  await page.waitForTimeout(5000);
  const drawn = Number(await data('frames')) - before;
  check(drawn <= 3, `the page rests on ${where}: ${drawn} frames in 5 s`);
}

/// Times from Start to the board, to its cells settled, and to the first click (or move) the
/// game accepted, for BENCHMARKS.md.
const timings = [];
function startClock(name) {
  const started = Date.now();
  const laps = {};
  timings.push({ name, laps });
  return { lap: (what) => { laps[what] = Date.now() - started; } };
}

// From the title screen: chooses the game on card `card` with the arrow keys, plays `moves`
// (pairs of squares) by clicks, checks the pieces left (White's, then Black's), keeps a
// picture, then reloads the page and checks that the game continues where it was.
async function playByClicksAndReload({ name, variant, card, moves, written, pieces, picture, hintPicture }) {
  await page.locator('#medusa').focus();
  for (let step = 0; step < card; step += 1) await press('ArrowRight');
  const clock = startClock(name);
  await press('Enter');
  await until(`the ${name} board`, async () =>
    (await data('screen')) === 'playing' && (await data('variant')) === variant);
  clock.lap('board');
  const squares = await settledPoints();
  clock.lap('cells');
  for (const [index, [from, to]] of moves.entries()) {
    await clickCell(squares, from);
    await clickCell(squares, to);
    await until(`${name} move ${index + 1}`, async () => (await data('turns')) === String(index + 1), 20000);
    if (index === 0) clock.lap('first move by two clicks');
  }
  check((await data('pieces')) === pieces,
    `${name} by clicks: ${written} leaves ${await data('pieces')} pieces (White, Black)`);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: join(site, picture) });
  if (hintPicture) {
    // H asks for a hint, ringed on the board: kept to be looked at.
    await press('h');
    await page.waitForTimeout(4000);
    await page.screenshot({ path: join(site, hintPicture) });
  }
  await page.reload();
  await until('the title screen', async () => (await data('screen')) === 'title');
  await page.locator('#medusa').focus();
  await press('Enter');
  await until(`the restored ${name} game`, async () => (await data('screen')) === 'playing');
  check((await data('variant')) === variant && (await data('turns')) === String(moves.length)
    && (await data('pieces')) === pieces,
    `the reload restored ${name} (${await data('variant')}, turns ${await data('turns')}, pieces ${await data('pieces')})`);
}

try {
  // First load: the board appears.
  const started = Date.now();
  await page.goto(origin + '/');
  await until('the first board', async () => (await data('screen')) && (await data('points')));
  const firstBoard = Date.now() - started;
  console.log(`first board after ${firstBoard} ms`);
  check((await data('screen')) === 'title', 'the title screen is up');
  await checkLoadingWords();
  await checkRest('the title');
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(site, 'title.png') });
  await atSizes(sizes, 'title', DESKTOP);

  // Start a game of Medusa (Enter) and click a cell: White's stone lands there, and the turn
  // ends by itself (a lone stone has no friend to jump over).
  await page.locator('#medusa').focus();
  const medusaClock = startClock('Medusa');
  await press('Enter');
  await until('the game screen', async () => (await data('screen')) === 'playing');
  medusaClock.lap('board');
  const cells = await settledPoints();
  medusaClock.lap('cells');
  // The board itself, uncovered by the title's cards.
  const board = await woodShare();
  check(board.share > 0.1, `the canvas shows the board (${(100 * board.share).toFixed(1)}% wood)`);
  await clickCell(cells, 'j11');
  await until('the stone', async () => (await data('stones')) === '0,1', 20000);
  medusaClock.lap('first click');
  check(true, 'a click on j11 places a white stone');
  await until('the end of the turn', async () => (await data('turns')) === '1', 20000);
  check(true, 'the turn ends by itself');
  await atSizes(sizes, 'game', DESKTOP);

  // A reload offers the saved game; Enter continues it.
  await page.reload();
  await until('the title screen', async () => (await data('screen')) === 'title');
  await page.locator('#medusa').focus();
  await press('Enter');
  await until('the restored game', async () => (await data('screen')) === 'playing');
  check((await data('turns')) === '1' && (await data('stones')) === '0,1',
    `the reload restored the game (turns ${await data('turns')}, stones ${await data('stones')})`);

  // The game played to its result: both pass, both accept the (empty) marking.
  // Each key waits for its effect: a slow frame would see two quick presses as one.
  await press('p');
  await until('the first pass', async () => (await data('turns')) === '2', 20000);
  await press('p');
  await until('the marking', async () => (await data('phase')) === 'marking', 20000);
  await press('Enter');
  await until('the first acceptance', async () => (await data('phase')).startsWith('marking, accepted'), 20000);
  await press('Enter');
  const result = await until('the result', async () => data('result'), 20000);
  check(result === 'White wins by 207 points (210 to 3)', `the game ends: ${result}`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: join(site, 'result.png') });
  await atSizes(sizes, 'result', DESKTOP);
  // The result window's Analyse judges the game just played; after a reload, so does the
  // title's "Last game".
  await analyseTheGameJustPlayed(page, drive(page));

  // A shared link opens its game in the replay view.
  await page.goto(origin + '/#lotus,3,17,30,pass');
  // (The page may be viewing the analysed game already: the shared one is waited for.)
  await until('the shared game', async () => (await data('viewing')) === 'true'
    && (await data('variant')) === 'lotus' && new URL(page.url()).hash === '', 20000).catch(() => {});
  check((await data('variant')) === 'lotus' && (await data('turns')) === '3',
    `the shared link opened its game (${await data('variant')}, ${await data('turns')} turns)`);
  check(new URL(page.url()).hash === '', `the shared link leaves the address once read (${page.url()})`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: join(site, 'shared.png') });
  // A reload goes on with the page's own game, not with the link again.
  await page.reload();
  await until('the title screen after the shared game', async () => (await data('screen')) === 'title');
  check((await data('viewing')) === 'false', 'a reload after a shared link does not open it again');

  // A malformed link says what is wrong, and the game starts fresh.
  await page.goto('about:blank');
  await page.goto(origin + '/#lotus,3,17,17');
  const notice = await until('the notice', async () => data('notice'));
  check(notice.includes('turn 2: 17 is occupied'), `a malformed link is reported: ${notice}`);
  check((await data('screen')) === 'title', 'and the title screen is up');
  check(new URL(page.url()).hash === '', `and the link leaves the address (${page.url()})`);

  // Medea: chosen with the arrow keys, played by clicks (White's man takes two men in one
  // move), and continued after a reload.
  await playByClicksAndReload({
    name: 'Medea', variant: 'medea', card: 2, picture: 'medea.png', hintPicture: 'medea-hint.png',
    moves: [['e3', 'e4'], ['e6', 'e5'], ['e4', 'g6']], written: 'e3-e4 e6-e5 e4xe6xg6',
    pieces: '18,16',
  });

  // Pillars of Medusa: the fourth card, played by clicks (a Sword's double step, the Medusa's
  // long move), and continued after a reload.
  await page.reload();
  await until('the title screen', async () => (await data('screen')) === 'title');
  await playByClicksAndReload({
    name: 'Pillars', variant: 'pillars of medusa', card: 3, picture: 'pillars.png',
    moves: [['e3', 'e5'], ['h10', 'h8'], ['f2', 'c5'], ['g9', 'g7']],
    written: 'e3-e5 h10-h8 f2-c5 g9-g7', pieces: '26,26',
  });

  // F1 opens the help on the page of the game being played, kept as help.png to be looked at
  // (after a few of SwiftShader's slow frames: the first one shows egui's grid unmeasured).
  await press('F1');
  await page.waitForTimeout(6000);
  await page.screenshot({ path: join(site, 'help.png') });
  await atSizes(sizes, 'help', DESKTOP);

  // The first stage of each game's lessons, by clicks.
  await learnFirstStages(page, drive(page), origin, sizes);

  // The puzzles: one of each game solved by clicks, one missed and its solution played out.
  await solvePuzzles(page, drive(page), origin, sizes);

  // A planted game of Pillars of Medusa and one of Medusa analysed, each with its one
  // blunder found (pictures analysis-pillars.png and analysis-medusa.png in SITE_DIR/sizes).
  await analysePlantedGames(page, drive(page), origin, sizes);

  // A phone: its own page, played by taps, upright then on its side.
  await playOnAPhone(browser, origin, site, problems);

  // Offline after the first visit: the server gone, a reload still plays.
  await playOffline(browser, site);

  // What a phone feels: the first board and each game's first move with a processor four
  // times slower, printed.
  await timeAPhone(browser, origin);

  // By keyboard alone, in Dutch, with reduced motion: each game's first move typed.
  await playByKeyboardInDutch(browser, origin, sizes, problems);

  // Online: three pages against `medusa serve`, which serves the site itself. The first page
  // is done: it stops drawing, leaving the processor to the three.
  await page.goto('about:blank');
  await playOnline(browser, site, problems);

  // The lobby: three named players and a bot meet through challenges, play, rematch, watch.
  await playInTheLobby(browser, site, problems);

  // The club screen: two live games followed, the screen turning to a capture.
  await showTheClubScreen(browser, site, problems);

  check(problems.length === 0, `no console errors${problems.length ? ':\n  ' + problems.join('\n  ') : ''}`);
  console.log(`timing: first board ${firstBoard} ms after navigation`);
  for (const { name, laps } of timings) {
    const parts = Object.entries(laps).map(([what, ms]) => `${what} ${ms} ms`).join(', ');
    console.log(`timing: ${name} from Start: ${parts}`);
  }
} catch (error) {
  check(false, String(error));
  if (problems.length) console.log(problems.join('\n'));
  await page.screenshot({ path: join(site, 'failure.png') }).catch(() => {});
} finally {
  await browser.close();
  await server.stop();
}
