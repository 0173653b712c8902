// The lessons in the browser: for each game, Learn on the title opens its course, and the
// first stage is completed by clicks, each step judged by the game's core (a Medusa turn that
// meets the goal ends by itself: no key is pressed, and the first step of Medusa's second
// stage, whose turn could still go on, is solved by its click alone); a step with its hint
// ringed and the stage's end with its stars are kept as pictures, and so is the title with
// how far each course is done.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { check } from './driver.mjs';

const GAMES = ['medusa', 'lotus', 'medea', 'pillars'];

/// The cells a move names, as clicked: a placement's one cell, or a move's first and last
/// squares (`c3-d4`, `d4xd6xd8`).
function cellsOf(move) {
  // Squares and cells are a letter and a number (the `x` of a capture is none); Lotus's points
  // are numbers.
  const cells = /^\d+$/.test(move) ? [move] : move.match(/[a-z]\d+/g) || [];
  return cells.length > 1 ? [cells[0], cells[cells.length - 1]] : cells;
}

export async function learnFirstStages(page, driver, origin, folder) {
  const { data, until, settledPoints, clickCell, controls, clickControl } = driver;

  /// Waits up to 20 seconds for the lesson's state to be `solved`.
  async function solvedWithin(solved) {
    const start = Date.now();
    while ((await data('lesson')) !== solved && Date.now() - start < 20000) {
      await page.waitForTimeout(200);
    }
  }

  for (const game of GAMES) {
    const course = JSON.parse(await readFile(new URL(`../../assets/lessons/${game}.json`, import.meta.url)));
    const stage = course.stages[0];
    await page.goto(origin + '/');
    await until('the title', async () =>
      (await data('screen')) === 'title' && (await controls())[`card ${game}`]);
    await clickControl(`card ${game}`);
    await clickControl('learn');
    for (const [index, step] of stage.steps.entries()) {
      await until(`the step ${step.id}`, async () =>
        (await data('lesson')) === `${game} ${step.id} waiting`);
      if (index === 0) {
        // The instruction with the hint ringed on the board (its sentence makes the window
        // taller, and the board is fitted again under it).
        await clickControl('lesson hint');
        await page.waitForTimeout(1500);
        await page.screenshot({ path: join(folder, `lesson-${game}-hint.png`) });
      }
      const cells = await settledPoints();
      for (const move of step.solutions[0]) {
        for (const cell of cellsOf(move)) await clickCell(cells, cell);
      }
      // Stars reward solving without help: the hint asked for on the first step costs one.
      // No key is pressed: a turn of Medusa that meets the goal ends by itself.
      const solved = `${game} ${step.id} solved ${index === 0 ? 2 : 3}`;
      await solvedWithin(solved);
      check((await data('lesson')) === solved,
        `${game}, ${stage.id}: ${step.solutions[0].join(' ')} solves ${step.id} (${await data('lesson')})`);
      if (index + 1 < stage.steps.length) await clickControl('lesson next');
    }
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(folder, `lesson-${game}-stage-done.png`) });
    if (game === 'medusa') {
      // The next stage's first step: the placement reverses the black stone, and the white
      // group it makes could still move this turn. The step is solved by the click alone,
      // without End turn (neither the button nor Enter).
      const next = course.stages[1].steps[0];
      await clickControl('lesson next');
      await until(`the step ${next.id}`, async () =>
        (await data('lesson')) === `${game} ${next.id} waiting`);
      const cells = await settledPoints();
      for (const move of next.solutions[0]) {
        for (const cell of cellsOf(move)) await clickCell(cells, cell);
      }
      const solved = `${game} ${next.id} solved 3`;
      await solvedWithin(solved);
      check((await data('lesson')) === solved,
        `${game}: ${next.solutions[0].join(' ')} solves ${next.id} without End turn (${await data('lesson')})`);
    }
  }
  // The title shows how far each course is done.
  await page.goto(origin + '/');
  await until('the title after the lessons', async () => (await data('screen')) === 'title');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: join(folder, 'lessons-title.png') });
}
