// Online play in three browser pages against a real `medusa serve` that serves the built
// site: the first page creates a Medea room, the second joins by the link, the third watches
// (looked at 1920 x 1080); they play by clicks; the second reloads mid-game and goes on; the server is
// killed and started again mid-game and the game goes on on all three pages; then a Pillars
// room is created and joined the same way. Pictures: the create screen with its code, a game
// in progress with its players and connection, and the watch view.

import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { check, drive } from './driver.mjs';

/// Starts `medusa serve` on `addr` with `db` and the site (and the options `more`); resolves
/// to the process and the address it listens on.
export function serve(binary, site, db, addr, more = []) {
  // The test's push service listens on 127.0.0.1 over http (allowed for loopback servers).
  const child = spawn(binary, ['serve', '--addr', addr, '--db', db, '--site', site, '--test-push-http', ...more], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const listening = line.match(/^listening on (.+)$/);
      if (listening) ready({ child, addr: listening[1] });
      else fail(new Error(`medusa serve said: ${line}`));
    });
    child.once('error', fail);
  });
}

/// While the test has the server down, the browser's own reports of the refused connections
/// are expected; nothing else is.
const expected = { refused: false };

/// A page of its own (its own storage: another person's browser), with the console watched.
export async function personPage(browser, problems, name, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expected.refused && message.text().includes('net::ERR_CONNECTION_REFUSED')) return;
    problems.push(`${name}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${name}: page error: ${error.message}`));
  return { page, context, ...drive(page) };
}

/// The room as a page reports it: code, seat (or `watching`) and connection.
export async function roomOf(person) {
  const [code, seat, link] = ((await person.data('online')) || '').split(' ');
  return { code, seat, link };
}

/// Waits until every page shows `turns` moves (and, for each, a connected room).
export async function allAt(people, turns, what) {
  for (const person of people) {
    await person.until(`${what} on ${person.name}`, async () =>
      (await person.data('turns')) === String(turns) && (await roomOf(person)).link === 'connected', 120000);
  }
}

/// Plays `from`-`to` by clicks on `person`'s page.
export async function move(person, from, to) {
  const cells = await person.settledPoints();
  await person.clickCell(cells, from);
  await person.clickCell(cells, to);
}

/// Clicks the control `name` once its place has held for a few frames (after a resize the
/// form is laid out again, and a spot read before that is stale).
export async function clickSettled(person, name) {
  let before = null;
  for (;;) {
    const spot = JSON.stringify((await person.controls())[name] ?? null);
    if (spot !== 'null' && spot === before) break;
    before = spot;
    await person.frames(3);
  }
  await person.clickControl(name);
}

/// Creates a room of the game on card `card` on `creator`'s page (the side that moves first),
/// and brings the joiner in by the link (with its invitation), after `beforeJoin(code)` where
/// given; returns the code.
async function createAndJoin(origin, creator, joiner, card, name, clock, phonePicture, beforeJoin) {
  await creator.page.goto(origin + '/');
  await creator.until('the title', async () => (await creator.data('screen')) === 'title', 180000);
  await creator.clickControl(`card ${card}`);
  await creator.clickControl('online');
  await creator.until('the online form', async () => JSON.parse(await creator.data('controls')).create, 180000);
  await creator.clickControl('side first');
  await creator.clickControl(`clock ${clock}`);
  if (phonePicture) {
    // The online form on a phone, kept to be looked at.
    await creator.page.setViewportSize({ width: 390, height: 844 });
    await creator.page.waitForTimeout(4000);
    await creator.page.screenshot({ path: phonePicture });
    await creator.page.setViewportSize({ width: 1280, height: 800 });
  }
  // A click that a slow frame lost leaves the title up: it is clicked again (a click that
  // took leaves the title at once, so no room is ever created twice).
  for (let attempt = 0; (await creator.data('screen')) === 'title'; attempt += 1) {
    if (attempt === 3) throw new Error('Create did not take three clicks');
    await clickSettled(creator, 'create');
    await creator.until('the game screen after Create', async () =>
      (await creator.data('screen')) === 'playing', 20000).catch(() => {});
  }
  const code = await creator.until(`the ${name} room's code`, async () => {
    const room = await roomOf(creator);
    return room.link === 'connected' && /^[A-Z]{6}$/.test(room.code) ? room.code : null;
  }, 180000);
  // The creator's address holds the room's link: its code and the invitation that takes the
  // free seat (the code alone only watches).
  const invitation = new RegExp(`^#join=${code}\\.[0-9a-f]{32}$`);
  await creator.until('the room\'s link in the creator\'s address', async () =>
    invitation.test(new URL(creator.page.url()).hash));
  const link = new URL(creator.page.url()).hash;
  check(true, `the creator's address keeps the room's link (${creator.page.url()})`);
  if (beforeJoin) await beforeJoin(code);
  await joiner.page.goto(`${origin}/${link}`);
  await joiner.until(`the ${name} joiner in the room`, async () => {
    const room = await roomOf(joiner);
    return room.code === code && room.seat === '1' && room.link === 'connected';
  }, 180000);
  return code;
}

/// Keeps a picture of each page in `pictures` ([person, file name]), after the result window
/// has come up.
async function keepPictures(site, pictures) {
  for (const [person, name] of pictures) {
    await person.page.waitForTimeout(2000);
    await person.page.screenshot({ path: join(site, name) });
  }
}

export async function playOnline(browser, site, problems) {
  const binary = resolve(process.env.MEDUSA_BIN || 'target/debug/medusa');
  const db = join(await mkdtemp(join(tmpdir(), 'medusa-online-')), 'rooms.sqlite');
  let server = await serve(binary, site, db, '127.0.0.1:0');
  const origin = `http://${server.addr}`;
  const white = await personPage(browser, problems, 'the creator', { width: 1280, height: 800 });
  const black = await personPage(browser, problems, 'the joiner', { width: 1280, height: 800 });
  // The watcher follows at a small size (SwiftShader draws every pixel on the processor) and
  // is looked at full-HD at the end, as on a club's wall.
  const watcher = await personPage(browser, problems, 'the watcher', { width: 960, height: 600 });
  white.name = 'the creator'; black.name = 'the joiner'; watcher.name = 'the watcher';
  try {
    // Medea with a clock of 15 minutes and 10 seconds a move (SwiftShader's slow pages spend
    // minutes of it). The watcher comes in before the joiner, as a club's screen is put up
    // before the game: a page that loads while two others draw a running clock each second
    // waits for SwiftShader's one GPU process behind their frames.
    const watch = async (code) => {
      await white.page.waitForTimeout(1500);
      await white.page.screenshot({ path: join(site, 'online-create.png') });
      await watcher.page.goto(`${origin}/#watch=${code}`);
      await watcher.until('the watcher in the room', async () => {
        const room = await roomOf(watcher);
        return room.code === code && room.seat === 'watching' && room.link === 'connected';
      }, 180000);
    };
    const code = await createAndJoin(origin, white, black, 'medea', 'Medea', 2,
      join(site, 'online-title-phone.png'), watch);
    check(true, `a Medea room ${code} with a clock is created, watched by a third page, and joined by its link`);
    const people = [white, black, watcher];

    // Each player sees the board from their own side: White's third row nearer than the
    // sixth on the creator's screen, the other way round on the joiner's.
    const near = async (person) => {
      const cells = await person.settledPoints();
      return cells.e3[1] > cells.e6[1] ? 'white' : 'black';
    };
    check(await near(white) === 'white' && await near(black) === 'black',
      `each player's own side is nearest (White's page: ${await near(white)}, Black's: ${await near(black)})`);

    await move(white, 'e3', 'e4');
    await allAt(people, 1, 'White\'s e3-e4');
    await move(black, 'e6', 'e5');
    await allAt(people, 2, 'Black\'s e6-e5');
    check(true, 'the first two moves, by clicks, reach all three pages');

    // The joiner reloads: the address keeps the room, the store the seat's token.
    await black.page.reload();
    await black.until('the joiner back in the room', async () => {
      const room = await roomOf(black);
      return room.seat === '1' && room.link === 'connected' && (await black.data('turns')) === '2';
    }, 180000);
    check(true, 'the joiner reloads and is back in its seat with both moves');

    await move(white, 'e4', 'g6');
    await allAt(people, 3, 'White\'s e4xe6xg6');
    check((await watcher.data('pieces')) === '18,16', `the watcher sees the double capture (${await watcher.data('pieces')})`);
    await white.page.waitForTimeout(1000);
    await white.page.screenshot({ path: join(site, 'online-game.png') });
    // The same game on a phone held upright.
    await white.page.setViewportSize({ width: 390, height: 844 });
    await white.page.waitForTimeout(4000);
    await white.page.screenshot({ path: join(site, 'online-game-phone.png') });
    await white.page.setViewportSize({ width: 1280, height: 800 });

    // The server dies mid-game and comes back on the same address and database.
    expected.refused = true;
    server.child.kill('SIGKILL');
    for (const person of people) {
      await person.until(`${person.name} noticing the server is gone`, async () =>
        (await roomOf(person)).link === 'retrying', 120000);
    }
    check(true, 'all three pages say the server cannot be reached');
    await white.page.screenshot({ path: join(site, 'online-retrying.png') });
    server = await serve(binary, site, db, server.addr);
    await move(black, 'g7', 'g5');
    await allAt(people, 4, 'Black\'s g7xg5 after the restart');
    expected.refused = false;
    await move(white, 'f3', 'f4');
    await allAt(people, 5, 'White\'s f3-f4 after the restart');
    check(true, 'after the server\'s restart the game goes on from where it was on all three pages');

    // Black, to move, offers a draw by a click; White accepts it by a click; both players and
    // the watcher read the result.
    await clickSettled(black, 'offer draw');
    await white.until('the draw offer on White\'s page', async () => (await white.controls())['accept draw'], 60000);
    await clickSettled(white, 'accept draw');
    for (const person of people) {
      await person.until(`the draw on ${person.name}`, async () => (await person.data('result')) === 'Draw by agreement', 60000);
    }
    check(true, 'a draw offered and accepted by clicks ends the game on all three pages');
    await keepPictures(site, [[white, 'online-result-white.png'], [black, 'online-result-black.png']]);
    await watcher.page.setViewportSize({ width: 1920, height: 1080 });
    await watcher.page.waitForTimeout(4000);
    await watcher.page.screenshot({ path: join(site, 'online-watch.png') });
    await watcher.page.setViewportSize({ width: 960, height: 600 });

    // Pillars of Medusa, created and joined the same way; the watcher is done.
    await watcher.page.goto('about:blank');
    const pillars = await createAndJoin(origin, white, black, 'pillars', 'Pillars', 0);
    await move(white, 'e3', 'e5');
    await allAt([white, black], 1, 'Pillars\' e3-e5');
    await move(black, 'h10', 'h8');
    await allAt([white, black], 2, 'Pillars\' h10-h8');
    check((await black.data('variant')) === 'pillars of medusa',
      `a Pillars room ${pillars} is created, joined and played by clicks`);
  } catch (error) {
    // What each page showed when it went wrong.
    for (const person of [white, black, watcher]) {
      const state = await person.page.evaluate(() => JSON.stringify({
        screen: document.body.dataset.screen, online: document.body.dataset.online,
        turns: document.body.dataset.turns, notice: document.body.dataset.notice,
        url: location.href,
      })).catch(() => 'unreadable');
      console.log(`${person.name}: ${state}`);
      await person.page.screenshot({ path: join(site, `online-failure-${person.name.split(' ')[1]}.png`) })
        .catch(() => {});
    }
    throw error;
  } finally {
    server.child.kill('SIGKILL');
    for (const person of [white, black, watcher]) await person.context.close();
  }
}
