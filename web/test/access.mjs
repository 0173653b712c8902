// Played by keyboard alone, in Dutch, with reduced motion: a page whose browser prefers Dutch
// and reduced motion speaks Dutch (the document's language, the game's words), each of the
// four games is started with the arrow keys and Enter and its first move typed in the move box
// (M, the move as the records write it, Enter) with no pointer event at all, the screen
// reader's live region says the move in Dutch, and the game follows the page's reduced motion
// (animations off; on a page that does not ask for it, at the chosen speed). Pictures of the
// title and of each game in Dutch are kept in SITE_DIR/sizes.

import { join } from 'node:path';
import { check, drive } from './driver.mjs';

/// The four games: the card's place on the title, the first move typed, and the Dutch
/// announcement of that move.
const GAMES = [
  { name: 'Medusa', card: 0, variant: 'medusa', move: 'j11', heard: /^Wit j11$/ },
  { name: 'Lotus', card: 1, variant: 'lotus', move: '17', heard: /^(Wit|Zwart) 17$/ },
  { name: 'Medea', card: 2, variant: 'medea', move: 'e3-e4', heard: /^Wit: schijf e3-e4$/ },
  { name: 'Pillars', card: 3, variant: 'pillars of medusa', move: 'e3-e5', heard: /^Wit: Zwaard e3-e5$/ },
];

export async function playByKeyboardInDutch(browser, origin, sizes, problems) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'nl-NL',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`keyboard console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`keyboard page error: ${error.message}`));
  // Not one pointer event: the game is played by keys alone.
  await page.addInitScript(() => {
    window.pointerEvents = 0;
    for (const type of ['pointerdown', 'mousedown', 'click', 'touchstart']) {
      window.addEventListener(type, () => { window.pointerEvents += 1; }, true);
    }
  });
  const { data, until, press } = drive(page);
  const heard = () => page.evaluate(() => {
    const lines = document.querySelectorAll('#announcements p');
    return lines.length ? lines[lines.length - 1].textContent : '';
  });

  try {
    await page.goto(origin + '/');
    await until('the Dutch title', async () => (await data('screen')) === 'title');
    const lang = await page.evaluate(() => document.documentElement.lang);
    check(lang === 'nl' && (await data('language')) === 'nl',
      `a browser preferring Dutch gets the game in Dutch (lang ${lang}, game ${await data('language')})`);
    const live = await page.evaluate(() => {
      const region = document.getElementById('announcements');
      return region ? `${region.getAttribute('role')} ${region.getAttribute('aria-live')}` : '';
    });
    check(live === 'log polite', `the page has a live region for screen readers (${live})`);
    await page.waitForTimeout(2000);
    await page.screenshot({ path: join(sizes, 'title-nl.png') });

    for (const game of GAMES) {
      if (game.card > 0) {
        await page.reload();
        await until('the title again', async () => (await data('screen')) === 'title');
      }
      await page.locator('#medusa').focus();
      for (let step = 0; step < game.card; step += 1) await press('ArrowRight');
      await press('Enter');
      await until(`the ${game.name} board`, async () =>
        (await data('screen')) === 'playing' && (await data('variant')) === game.variant);
      await page.waitForTimeout(1500);
      await press('m');
      await until(`${game.name}: the move box takes the keyboard`, async () => (await data('typing')) === 'true');
      await page.keyboard.type(game.move, { delay: 60 });
      await page.keyboard.press('Enter');
      await until(`${game.name}: ${game.move} typed and played`, async () => (await data('turns')) === '1', 20000);
      const said = await heard();
      check(game.heard.test(said),
        `${game.name} by keyboard: ${game.move} typed in the move box is played and said in Dutch ("${said}")`);
      const motion = await data('motion');
      check(motion === 'off', `${game.name}: with reduced motion nothing is animated (motion ${motion})`);
      await page.screenshot({ path: join(sizes, `keyboard-${game.variant.split(' ')[0]}-nl.png`) });
    }
    const pointers = await page.evaluate(() => window.pointerEvents);
    check(pointers === 0, `the four games were played without a pointer (${pointers} pointer events)`);
  } finally {
    await context.close();
  }
  await animatedWithoutReducedMotion(browser, origin);
}

/// The same typed move on a page that does not ask for reduced motion: its animations run at
/// the chosen speed (that reduced motion ends them at once is the app's unit test).
async function animatedWithoutReducedMotion(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
  const page = await context.newPage();
  const { data, until, press } = drive(page);
  try {
    await page.goto(origin + '/');
    await until('the title', async () => (await data('screen')) === 'title');
    await page.locator('#medusa').focus();
    for (let step = 0; step < 2; step += 1) await press('ArrowRight');
    await press('Enter');
    await until('the Medea board', async () => (await data('variant')) === 'medea');
    await page.waitForTimeout(1500);
    await press('m');
    await until('the move box takes the keyboard', async () => (await data('typing')) === 'true');
    await page.keyboard.type('e3-e4', { delay: 60 });
    await page.keyboard.press('Enter');
    await until('e3-e4 played', async () => (await data('turns')) === '1', 20000);
    const motion = await data('motion');
    check(motion === 'normal', `without reduced motion the moves are animated (motion ${motion})`);
  } finally {
    await context.close();
  }
}
