// The lessons in the browser: for each game, Learn on the title opens its course, and the
// first stage is completed by clicks, each step judged by the game's core; a step with its
// hint ringed and the stage's end with its stars are kept as pictures, and so is the title
// with how far each course is done.

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
  const { data, until, press, settledPoints, clickCell, controls, clickControl } = driver;
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
      const solved = `${game} ${step.id} solved ${index === 0 ? 2 : 3}`;
      const start = Date.now();
      while ((await data('lesson')) !== solved && Date.now() - start < 20000) {
        // A turn of Medusa that could go on with a movement is ended by hand.
        if (game === 'medusa' && Date.now() - start > 3000) await press('Enter');
        await page.waitForTimeout(200);
      }
      check((await data('lesson')) === solved,
        `${course.title}, ${stage.title}: ${step.solutions[0].join(' ')} solves ${step.id} (${await data('lesson')})`);
      if (index + 1 < stage.steps.length) await clickControl('lesson next');
    }
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(folder, `lesson-${game}-stage-done.png`) });
  }
  // The title shows how far each course is done.
  await page.goto(origin + '/');
  await until('the title after the lessons', async () => (await data('screen')) === 'title');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: join(folder, 'lessons-title.png') });
}
