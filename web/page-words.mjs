// The web page's own words (assets/locales/<language>/page.ftl) as JSON for the page's
// script, which shows them before the game has started: {"en": {"page-loading": "..."}, ...}.
// Only plain one-line messages: the page replaces their { $arguments } itself.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2] || 'assets/locales';
const words = {};
for (const language of readdirSync(root).sort()) {
  const file = join(root, language, 'page.ftl');
  if (!existsSync(file)) continue;
  const messages = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const found = /^(page-[a-z-]+)\s*=\s*(.*)$/.exec(line);
    if (found) messages[found[1]] = found[2].trim();
  }
  words[language] = messages;
}
process.stdout.write(JSON.stringify(words));
