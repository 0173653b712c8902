// The puzzles in the browser: for each game, Puzzles on the title opens the puzzle nearest
// the player's rating, which is solved by clicking its solution's moves (the opponent's
// replies are played between them); in Lotus a wrong placement misses the next puzzle and its
// solution is played out on the board from the puzzle's start. In Medusa, one of the player's
// own mistakes (kept by the analysis of the game played earlier) is practised: the better
// move found by a click, and the mistake scheduled again days later. Pictures of a puzzle
// solved in each game, of Lotus's solution played out and of the mistake practised (at a
// phone's, a tablet's and a full-HD screen's sizes too).

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { check } from './driver.mjs';

const GAMES = ['medusa', 'lotus', 'medea', 'pillars'];

/// The cells a move names, as clicked: a placement's one cell, or a move's first and last
/// squares (`c3-d4`, `d4xd6xd8`, `Kf2-f3`).
function cellsOf(move) {
  const cells = /^\d+$/.test(move) ? [move] : move.match(/[a-z]\d+/g) || [];
  return cells.length > 1 ? [cells[0], cells[cells.length - 1]] : cells;
}

/// The player's mistakes kept in the page's storage (`medusa/practice.json`).
async function practiceDeck(page) {
  const text = await page.evaluate(() => localStorage.getItem('medusa/practice.json'));
  return JSON.parse(text || '{"cards":[]}').cards;
}

/// From a puzzle of Medusa on the board: Your mistakes opens the mistake due longest, whose
/// better move (kept with it) is placed by a click; the mistake is then due a day or more later.
async function practiseAMistake(page, driver, folder) {
  const { data, until, settledPoints, clickCell, clickControl } = driver;
  const state = async () => (await data('puzzle')) || '';
  const cards = (await practiceDeck(page)).filter((card) => card.puzzle.game === 'medusa');
  check(cards.length > 0, `the analysis of the game played kept ${cards.length} of its mistakes to practise`);
  await clickControl('practice');
  const opened = await until('a mistake to practise', async () => {
    const now = await state();
    return now.startsWith('practice ') && now.endsWith(' waiting') ? now : null;
  });
  const id = opened.split(' ')[1];
  const card = cards.find((c) => c.puzzle.id === id);
  check(Boolean(card), `the mistake on the board (${id}) is one of those kept`);
  const better = card.puzzle.solution[0].split(' ')[0];
  const cells = await settledPoints();
  await clickCell(cells, better);
  const started = Date.now();
  await until('the mistake practised', async () => (await state()) === `practice ${id} solved`, 30000);
  // Kept in the page's storage in the frames after.
  const after = await until('the mistake scheduled again', async () =>
    (await practiceDeck(page)).find((c) => c.puzzle.id === id && c.schedule.reps === 1), 10000);
  const days = (Date.parse(after.schedule.due) - started) / 86400000;
  check(days >= 1 && after.schedule.reps === 1,
    `a mistake of the game played (move ${card.number}: ${card.played}, ${card.puzzle.themes.join(', ')}) practised: `
    + `the better move ${better} found by a click, and it comes back in ${days.toFixed(1)} days`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(folder, 'practice-medusa.png') });
  // The practised mistake at a phone's, a tablet's and a full-HD screen's sizes.
  await driver.atSizes(folder, 'practice', [1280, 800]);
}

export async function solvePuzzles(page, driver, origin, folder) {
  const { data, until, settledPoints, clickCell, controls, clickControl } = driver;
  const state = async () => (await data('puzzle')) || '';

  for (const game of GAMES) {
    const set = JSON.parse(await readFile(new URL(`../../assets/puzzles/${game}.json`, import.meta.url)));
    await page.goto(origin + '/');
    await until('the title', async () =>
      (await data('screen')) === 'title' && (await controls())[`card ${game}`]);
    await clickControl(`card ${game}`);
    await clickControl('puzzles');
    // A puzzle a click solves (Medusa's turn begun by a placement, not by a group's movement).
    let puzzle = null;
    for (;;) {
      const [id] = (await until(`a puzzle of ${game}`, state)).split(' ');
      puzzle = set.puzzles.find((p) => p.id === id);
      check(Boolean(puzzle), `${game}: the puzzle on the board (${id}) is one of the set shipped`);
      if (!puzzle.solution[0].startsWith('-')) break;
      await clickControl('puzzle next');
      await until('the next puzzle', async () => !(await state()).startsWith(id));
    }
    const turns = Number(await data('turns'));
    for (const [index, move] of puzzle.solution.entries()) {
      if (index % 2 === 1) {
        // The opponent's reply, played by the game.
        await until(`the reply ${move}`, async () => Number(await data('turns')) >= turns + index + 1, 30000);
        continue;
      }
      const cells = await settledPoints();
      // A Medusa turn ends by itself after its placement, which decides the puzzle.
      const clicked = game === 'medusa' ? [move.split(' ')[0]] : cellsOf(move);
      for (const cell of clicked) await clickCell(cells, cell);
    }
    await until(`${game}'s puzzle solved`, async () => (await state()) === `${puzzle.id} solved`, 30000);
    const played = puzzle.solution.filter((_, i) => i % 2 === 0)
      .map((move) => (game === 'medusa' ? move.split(' ')[0] : move));
    check(true, `${game}: puzzle ${puzzle.id} solved by playing ${played.join(', ')} by clicks`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(folder, `puzzle-${game}-solved.png`) });
    if (game === 'medusa') await practiseAMistake(page, driver, folder);

    if (game === 'lotus') {
      // The next puzzle missed by another placement: its solution is played out from its
      // start.
      await clickControl('puzzle next');
      const [next] = (await until('the next puzzle', async () => {
        const now = await state();
        return now && !now.startsWith(puzzle.id) && now.endsWith('waiting') ? now : null;
      })).split(' ');
      const missed = set.puzzles.find((p) => p.id === next);
      const start = Number(await data('turns'));
      const cells = await settledPoints();
      for (const cell of Object.keys(cells)) {
        if (cell === missed.solution[0]) continue;
        await clickCell(cells, cell);
        await page.waitForTimeout(300);
        if ((await state()).includes('missed')) break;
      }
      await until('the solution played out', async () => (await state()) === `${next} missed`, 60000);
      const shown = Number(await data('turns'));
      check(shown === start + missed.solution.length,
        `lotus: a wrong placement misses ${next}, and its solution (${missed.solution.join(', ')}) is played out from its start (${shown - start} moves)`);
      await page.waitForTimeout(1000);
      await page.screenshot({ path: join(folder, 'puzzle-lotus-missed.png') });
    }
  }
}
