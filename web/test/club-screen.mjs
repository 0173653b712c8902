// The club screen (`/#tv`) against a real `medusa serve`: two Medea games are played by
// players of the test's own (WebSockets opened from a page of the server's that carries no
// game); the club screen watches one of them, and when a double capture is played in the
// other it turns to that game once the first has had its least time, and says the capture
// in the page's live region. Then a club evening: two computer players (`medusa bot
// --event`) play its first round, and the club screen following the event
// (`/#tv=event-ID`) shows the standings after it. Both screens are kept as pictures at
// 1920 x 1080.

import { execFile, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { check } from './driver.mjs';
import { personPage, roomOf, serve } from './online.mjs';

/// Opens a room of Medea with two seats taken by sockets of `wire`'s page (the creator moves
/// first): its code.
async function roomOfTwo(wire, url) {
  return wire.evaluate(async (ws) => {
    const open = () => new Promise((done, fail) => {
      const socket = new WebSocket(ws);
      socket.onopen = () => done(socket);
      socket.onerror = () => fail(new Error(`no connection to ${ws}`));
    });
    const next = (socket, type) => new Promise((done, fail) => {
      const heard = (message) => {
        const frame = JSON.parse(message.data);
        if (frame.type !== type && frame.type !== 'error') return;
        socket.removeEventListener('message', heard);
        if (frame.type === 'error') fail(new Error(`the server refused: ${frame.message}`));
        else done(frame);
      };
      socket.addEventListener('message', heard);
    });
    const creator = await open();
    creator.send(JSON.stringify({ type: 'create', version: 2, game: 'medea', side: 'first' }));
    const welcome = await next(creator, 'welcome');
    const joiner = await open();
    joiner.send(JSON.stringify({ type: 'join', version: 2, code: welcome.room.code, invite: welcome.invite }));
    await next(joiner, 'welcome');
    window.seats = window.seats || {};
    window.seats[welcome.room.code] = [creator, joiner];
    return welcome.room.code;
  }, url);
}

/// Plays `notation` as move `played` from `seat` of room `code`, and waits until the server
/// has told the mover its move.
async function play(wire, code, seat, played, notation) {
  await wire.evaluate(({ code, seat, played, notation }) => new Promise((done) => {
    const socket = window.seats[code][seat];
    const heard = (message) => {
      if (!message.data.includes(`"notation":"${notation}"`)) return;
      socket.removeEventListener('message', heard);
      done();
    };
    socket.addEventListener('message', heard);
    socket.send(JSON.stringify({ type: 'move', played, notation }));
  }), { code, seat, played, notation });
}

/// Runs `medusa event ARGS` against `url` as the organiser Olga: the event it prints.
function organise(binary, url, env, args) {
  return new Promise((done, fail) => {
    execFile(binary, ['event', ...args, '--as', 'Olga', '--server', url], { env }, (error, out) => {
      if (error) fail(new Error(`medusa event ${args[0]}: ${error.message}`));
      else done(JSON.parse(out));
    });
  });
}

/// The event `id` as the server's page gives it.
async function eventOf(origin, id) {
  const answer = await fetch(`${origin}/api/events/${id}`);
  return answer.json();
}

/// What the page's live region said last.
async function lastSaid(person) {
  return person.page.evaluate(() => {
    const region = document.getElementById('announcements');
    return region?.lastElementChild?.textContent ?? '';
  });
}

export async function showTheClubScreen(browser, site, problems) {
  const binary = resolve(process.env.MEDUSA_BIN || 'target/debug/medusa');
  const folder = await mkdtemp(join(tmpdir(), 'medusa-club-'));
  // The organiser's commands and the computer players sign in from one address.
  const server = await serve(binary, site, join(folder, 'rooms.sqlite'), '127.0.0.1:0',
    ['--sign-ins-per-minute', '60', '--messages-per-second', '1000']);
  const env = { ...process.env, MEDUSA_DATA_DIR: folder };
  const bots = [];
  const origin = `http://${server.addr}`;
  const wireContext = await browser.newContext();
  const club = await personPage(browser, problems, 'Club screen', { width: 1280, height: 720 });
  club.name = 'Club screen';
  try {
    const wire = await wireContext.newPage();
    await wire.goto(`${origin}/robots.txt`);
    const url = `ws://${server.addr}/ws`;
    const games = [await roomOfTwo(wire, url), await roomOfTwo(wire, url)];
    for (const code of games) {
      await play(wire, code, 0, 0, 'e3-e4');
      await play(wire, code, 1, 1, 'e6-e5');
    }
    await club.page.goto(`${origin}/#tv`);
    const shown = await club.until('the club screen watching a live game', async () => {
      const room = await roomOf(club);
      const watching = (await club.data('screen')) === 'club' && room.seat === 'watching'
        && room.link === 'connected' && games.includes(room.code);
      return watching && (await club.data('turns')) === '2' && room.code;
    }, 180000);
    const other = games.find((code) => code !== shown);
    check(club.page.url().endsWith('/#tv'),
      `the club screen follows the live games (${games.join(', ')}) and shows ${shown} first`);
    // The double capture in the other game: the screen turns to it and plays it again.
    const played = Date.now();
    await play(wire, other, 0, 2, 'e4xe6xg6');
    await club.until(`the club screen turning to ${other}`, async () => {
      const room = await roomOf(club);
      return room.code === other && room.link === 'connected' && (await club.data('pieces')) === '18,16';
    }, 120000);
    const seconds = ((Date.now() - played) / 1000).toFixed(1);
    const said = await club.until('the capture said', async () => {
      const text = await lastSaid(club);
      return /e4xe6xg6/.test(text) && text;
    }, 60000);
    check(true, `after the double capture in ${other} the club screen turns to it in ${seconds} s and says "${said}"`);
    // The bar of chances: White, two men up, ahead.
    const chance = await club.until('the position judged', async () => {
      const judged = await club.data('chance');
      return judged && Number(judged) > 50 && judged;
    }, 60000);
    check(true, `the club screen judges the position: White's chance ${chance}%`);
    await club.page.setViewportSize({ width: 1920, height: 1080 });
    await club.settledPoints();
    await club.frames(4);
    await club.page.waitForTimeout(1000);
    await club.page.screenshot({ path: join(site, 'sizes', 'club-screen-1920x1080.png') });
    check(true, 'the club screen kept at 1920 x 1080 (sizes/club-screen-1920x1080.png)');

    // A club evening: Ann and Bob, computer players, play its first round; the club screen
    // follows the event and shows the standings after the round.
    const { id } = await organise(binary, url, env,
      ['create', 'Friday evening', '--game', 'medea', '--kind', 'swiss', '--rounds', '3']);
    for (const name of ['Ann', 'Bob']) {
      bots.push(spawn(binary, ['bot', '--server', url, '--event', String(id), '--name', name,
        '--engine', 'random', '--seed', String(bots.length + 1),
        '--key-file', join(folder, `${name}-keys.json`)],
      { env, stdio: ['ignore', 'ignore', 'inherit'] }));
    }
    await club.until('both computer players in the event', async () =>
      (await eventOf(origin, id)).players.length === 2, 60000);
    await organise(binary, url, env, ['start-round', String(id)]);
    await club.page.goto(`${origin}/#tv=event-${id}`);
    await club.until('the standings after the first round, its result in', async () =>
      (await club.data('club')) === 'standings 1 1/1', 180000);
    const after = await eventOf(origin, id);
    const [board] = after.played[0].boards;
    const leader = after.standings[0];
    check(board.result !== null && leader.place === 1,
      `after round 1 (${board.first} against ${board.second}: ${board.result}) the club screen shows the standings, ${leader.name} first with ${leader.points}`);
    await club.frames(4);
    await club.page.waitForTimeout(1000);
    await club.page.screenshot({ path: join(site, 'sizes', 'club-standings-1920x1080.png') });
    check(true, 'the standings kept at 1920 x 1080 (sizes/club-standings-1920x1080.png)');
  } catch (error) {
    await club.page.screenshot({ path: join(site, 'club-screen-failure.png') }).catch(() => {});
    throw error;
  } finally {
    for (const bot of bots) bot.kill('SIGKILL');
    server.child.kill('SIGKILL');
    await club.context.close();
    await wireContext.close();
  }
}
