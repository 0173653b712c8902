// The lobby in three browser pages and a bot against a real `medusa serve` that serves the
// built site: page A (Ann) names herself and publishes a Medea challenge; page B (Bob) sees it
// in the lobby and plays it; they play two moves by clicks; Ann resigns; Bob offers a rematch
// and Ann accepts it, and both are in the new room with the colours swapped; page C (Cy) sees
// the game in the lobby's list and watches it; Ann plays two of Bob's challenges by the day,
// finds both in her list of games waiting for her move, and after her move in the first,
// Next game leads her into the second, while Bob's browser is told of her move by Web Push
// and its service worker shows the notification; then page D (Dee) accepts the challenge of a
// `medusa bot --seek` and plays a move against it. Pictures of the lobby, the rematch, My
// games and the games waiting, at 1280 x 800 and 390 x 844.

import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { check } from './driver.mjs';
import { allAt, clickSettled, move, personPage, roomOf, serve } from './online.mjs';
import { deliver, notificationsShown, pushService, subscribeTo } from './push.mjs';

/// The sizes the lobby's pictures are kept at: a laptop and a phone held upright.
const PICTURE_SIZES = [[1280, 800], [390, 844]];

/// Brings the control `name` into view, scrolling the page's form with the wheel: its middle
/// above `limit` (the screen's foot unless given), in at most `turns` turns of the wheel.
async function bringIntoView(person, name, limit = null, turns = 40) {
  const { height } = person.page.viewportSize();
  const foot = limit ?? height - 8;
  for (let turn = 0; turn < turns; turn += 1) {
    const spot = await person.until(`the control ${name}`, async () => (await person.controls())[name]);
    const middle = spot[1] + spot[3] / 2;
    if (middle > 8 && middle < foot) return;
    await person.page.mouse.move(spot[0] + spot[2] / 2, height / 2);
    await person.page.mouse.wheel(0, middle >= foot ? 200 : -200);
    await person.frames(3);
  }
}

/// Brings the control `name` into view and clicks it once its place has held.
async function reach(person, name) {
  await bringIntoView(person, name);
  await clickSettled(person, name);
}

/// Opens the Online page of Medea on `person`'s page (the form keeps where it was scrolled
/// to from the page's last visit: each control is brought into view first).
async function onlinePage(origin, person) {
  await person.page.goto(origin + '/');
  await person.until('the title', async () => (await person.data('screen')) === 'title', 180000);
  await reach(person, 'card medea');
  await reach(person, 'online');
  await person.until('the online form', async () => (await person.controls()).create, 180000);
}

/// Registers `name` on the Online page: the field (clicked until it has the keyboard), the
/// name typed, Register; done when the page offers another name instead.
async function register(person, name) {
  for (let attempt = 0; (await person.data('typing')) !== 'true'; attempt += 1) {
    if (attempt === 3) throw new Error(`the name field did not take the keyboard for ${name}`);
    await reach(person, 'name');
    await person.frames(3);
  }
  await person.page.keyboard.type(name, { delay: 60 });
  await reach(person, 'register');
  await person.until(`${name} registered`, async () => (await person.controls())['other name'], 60000);
}

/// The first control whose name starts with `prefix`, once there is one.
async function firstControl(person, prefix, what) {
  return person.until(what, async () =>
    Object.keys(await person.controls()).find((name) => name.startsWith(prefix)), 120000);
}

/// Keeps pictures of `person`'s page at each of the lobby's sizes, as `name-WxH.png`, with
/// the control `focus` (when given) brought into view.
async function pictures(person, site, name, focus) {
  const before = person.page.viewportSize();
  for (const [width, height] of PICTURE_SIZES) {
    await person.page.setViewportSize({ width, height });
    await person.page.waitForTimeout(3000);
    // The control in the upper two thirds: the form's scrolling part ends above the foot.
    if (focus) await bringIntoView(person, focus, (height * 2) / 3, 8);
    await person.page.waitForTimeout(1000);
    await person.page.screenshot({ path: join(site, `${name}-${width}x${height}.png`) });
  }
  await person.page.setViewportSize(before);
  await person.page.waitForTimeout(1000);
}

export async function playInTheLobby(browser, site, problems) {
  const binary = resolve(process.env.MEDUSA_BIN || 'target/debug/medusa');
  const folder = await mkdtemp(join(tmpdir(), 'medusa-lobby-'));
  const server = await serve(binary, site, join(folder, 'rooms.sqlite'), '127.0.0.1:0');
  const origin = `http://${server.addr}`;
  const ann = await personPage(browser, problems, 'Ann', { width: 1280, height: 800 });
  const bob = await personPage(browser, problems, 'Bob', { width: 1280, height: 800 });
  const cy = await personPage(browser, problems, 'Cy', { width: 960, height: 600 });
  ann.name = 'Ann'; bob.name = 'Bob'; cy.name = 'Cy';
  let dee = null;
  let bot = null;
  let push = null;
  try {
    // Ann names herself and publishes a challenge of Medea, moving first.
    await onlinePage(origin, ann);
    await register(ann, 'Ann');
    await reach(ann, 'side first');
    await reach(ann, 'challenge');
    await ann.until('Ann\'s challenge open', async () => (await ann.controls())['cancel challenge'], 60000);
    check(true, 'Ann registers her name and publishes a Medea challenge');

    // Bob sees it in the lobby and plays it: both are in one room, Ann first.
    await onlinePage(origin, bob);
    await register(bob, 'Bob');
    const play = await firstControl(bob, 'play ', 'Ann\'s challenge in Bob\'s lobby');
    await pictures(bob, site, 'lobby', play);
    await reach(bob, play);
    for (const person of [ann, bob]) {
      await person.until(`${person.name} in the room`, async () => {
        const room = await roomOf(person);
        return (await person.data('screen')) === 'playing' && room.link === 'connected';
      }, 180000);
    }
    const first = await roomOf(ann);
    check(first.code === (await roomOf(bob)).code && first.seat === '0' && (await roomOf(bob)).seat === '1',
      `Bob plays Ann's challenge: both in room ${first.code}, Ann in seat ${first.seat}`);
    await move(ann, 'e3', 'e4');
    await allAt([ann, bob], 1, 'Ann\'s e3-e4');
    await move(bob, 'e6', 'e5');
    await allAt([ann, bob], 2, 'Bob\'s e6-e5');
    check(true, 'Ann and Bob play two moves by clicks');

    // Cy sees the game in the lobby and watches it.
    await onlinePage(origin, cy);
    const watch = `watch ${first.code}`;
    await cy.until('the game in Cy\'s lobby', async () => (await cy.controls())[watch], 120000);
    await reach(cy, watch);
    await cy.until('Cy watching', async () => {
      const room = await roomOf(cy);
      return room.code === first.code && room.seat === 'watching' && (await cy.data('turns')) === '2';
    }, 180000);
    check(true, 'Cy sees the game in the lobby\'s list and watches both moves');

    // Ann resigns; Bob offers a rematch and Ann accepts it: colours swapped.
    await clickSettled(ann, 'resign');
    await clickSettled(ann, 'resign yes');
    for (const person of [ann, bob, cy]) {
      await person.until(`the resignation on ${person.name}'s page`, async () =>
        /resigned/.test((await person.data('result')) || ''), 60000);
    }
    // Cy is done: the page is left, so that its drawing leaves the processor to the others.
    await cy.page.goto('about:blank');
    await reach(bob, 'rematch');
    await ann.until('the rematch offered to Ann', async () => (await ann.controls())['accept rematch'], 60000);
    await pictures(ann, site, 'rematch');
    await reach(ann, 'accept rematch');
    for (const [person, seat] of [[ann, '1'], [bob, '0']]) {
      await person.until(`${person.name} in the rematch`, async () => {
        const room = await roomOf(person);
        return room.code !== first.code && room.seat === seat && room.link === 'connected'
          && (await person.data('turns')) === '0';
      }, 180000);
    }
    const second = await roomOf(ann);
    check(second.code === (await roomOf(bob)).code,
      `the rematch ${second.code}: Ann in seat 1 and Bob in seat 0, the colours swapped`);
    await move(bob, 'e3', 'e4');
    await allAt([ann, bob], 1, 'Bob\'s first move in the rematch');
    // Bob waits for Ann's move away from the room: a page in a room where the opponent is away
    // counts the seconds of absence, a frame each second.
    await bob.page.goto('about:blank');

    // Ann's games, listed on her Online page.
    await onlinePage(origin, ann);
    await reach(ann, 'my games');
    const listed = await firstControl(ann, `my game ${first.code}`, 'Ann\'s games listed');
    check(true, 'My games lists Ann\'s two games');
    await pictures(ann, site, 'my-games', listed);

    // Games by the day: Bob challenges twice at one day a move, Ann plays both and moves
    // first in each; her Online page lists both as waiting for her move, and after her move
    // in the first, Next game leads her into the game that has waited longest after it.
    // Bob's browser is told of her move by Web Push, and shows it as a notification.
    const daily = [];
    for (let game = 0; game < 2; game += 1) {
      await onlinePage(origin, bob);
      await reach(bob, 'side second');
      await reach(bob, 'clock 4');
      await reach(bob, 'challenge');
      await bob.until('Bob\'s challenge by the day open', async () =>
        (await bob.controls())['cancel challenge'], 60000);
      await onlinePage(origin, ann);
      await reach(ann, await firstControl(ann, 'play ', 'Bob\'s challenge in Ann\'s lobby'));
      await ann.until('Ann in the game by the day', async () => {
        const room = await roomOf(ann);
        return (await ann.data('screen')) === 'playing' && room.seat === '0'
          && room.link === 'connected' && !daily.includes(room.code) && room.code !== second.code;
      }, 180000);
      daily.push((await roomOf(ann)).code);
    }
    push = await pushService();
    await subscribeTo(bob.page.context(), origin, push);
    await onlinePage(origin, bob);
    await reach(bob, 'notify this browser');
    await onlinePage(origin, ann);
    for (const code of daily) {
      await firstControl(ann, `your turn ${code}`, `the game ${code} waiting in Ann's list`);
    }
    // The list as drawn, top to bottom: the longest waiting first (the rematch, where Bob
    // moved, too).
    const spots = await ann.controls();
    const waiting = Object.keys(spots)
      .filter((name) => name.startsWith('your turn '))
      .sort((a, b) => spots[a][1] - spots[b][1])
      .map((name) => name.slice('your turn '.length));
    const next = waiting.find((code) => code !== daily[0]);
    check(waiting.indexOf(daily[0]) < waiting.indexOf(daily[1]),
      `Ann's Online page lists ${waiting.join(', ')} as waiting for her move, the longest waiting first`);
    await pictures(ann, site, 'your-turn', `your turn ${daily[0]}`);
    // The page again at its size, the form laid out afresh.
    await onlinePage(origin, ann);
    await reach(ann, `your turn ${daily[0]}`);
    await ann.until('Ann in the first game waiting', async () => {
      const room = await roomOf(ann);
      return room.code === daily[0] && room.link === 'connected' && (await ann.data('turns')) === '0';
    }, 180000);
    await move(ann, 'e3', 'e4');
    await allAt([ann], 1, 'Ann\'s move in the first game by the day');
    const pushed = JSON.parse(await push.next(60000));
    check(pushed.title === 'Your move against Ann (Medea)' && pushed.room === daily[0]
      && pushed.kind === 'your_move',
      `Bob's browser is sent "${pushed.title}" for ${pushed.room}, signed and encrypted for it`);
    await deliver(bob.page, origin, JSON.stringify(pushed));
    const shown = `Your move against Ann (Medea)|${daily[0]}`;
    await bob.until('the notification on Bob\'s screen', async () =>
      (await notificationsShown(bob.page)).includes(shown), 30000);
    check(true, `Bob's service worker shows the notification "${pushed.title}", which opens ${daily[0]}`);
    await clickSettled(ann, 'next game');
    await ann.until('Ann in the next game', async () => {
      const room = await roomOf(ann);
      return room.code === next && room.link === 'connected';
    }, 180000);
    check(true, `after her move in ${daily[0]}, Next game leads Ann into ${next}`);

    // The club's computer keeps a challenge open; Dee, new on the site, takes it and plays a
    // move against it. The others' pages are done.
    for (const person of [ann, bob, cy]) await person.page.goto('about:blank');
    dee = await personPage(browser, problems, 'Dee', { width: 1280, height: 800 });
    dee.name = 'Dee';
    bot = spawn(binary, ['bot', '--server', `ws://${server.addr}/ws`, '--seek', 'medea',
      '--side', 'second', '--engine', 'random', '--games', '1', '--name', 'Club computer',
      '--key-file', join(folder, 'bot-keys.json')], { stdio: ['ignore', 'ignore', 'inherit'] });
    await onlinePage(origin, dee);
    await register(dee, 'Dee');
    const botPlay = await firstControl(dee, 'play ', 'the bot\'s challenge in Dee\'s lobby');
    await reach(dee, botPlay);
    await dee.until('Dee in the bot\'s room', async () => {
      const room = await roomOf(dee);
      return (await dee.data('screen')) === 'playing' && room.seat === '0' && room.link === 'connected';
    }, 180000);
    await move(dee, 'e3', 'e4');
    await dee.until('the bot\'s answer', async () => (await dee.data('turns')) === '2', 120000);
    check(true, 'Dee accepts the bot\'s challenge, plays a move and the bot answers');
  } catch (error) {
    for (const person of [ann, bob, cy, dee].filter(Boolean)) {
      const state = await person.page.evaluate(() => JSON.stringify({
        screen: document.body.dataset.screen, online: document.body.dataset.online,
        turns: document.body.dataset.turns, notice: document.body.dataset.notice,
        controls: document.body.dataset.controls, url: location.href,
      })).catch(() => 'unreadable');
      console.log(`${person.name}: ${state}`);
      await person.page.screenshot({ path: join(site, `lobby-failure-${person.name}.png`) })
        .catch(() => {});
    }
    throw error;
  } finally {
    if (bot) bot.kill('SIGKILL');
    if (push) push.close();
    server.child.kill('SIGKILL');
    for (const person of [ann, bob, cy, dee].filter(Boolean)) await person.context.close();
  }
}
