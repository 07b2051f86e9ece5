// `npm run content:stats`: what the bank holds, per submodule, concept, difficulty and type.
import { resolve } from 'node:path';
import { loadContent } from './load.ts';
import { contentStats, formatStats } from './stats.ts';

const content = loadContent(resolve(import.meta.dirname, '..'));
console.log(formatStats(content, contentStats(content)));
if (content.problems.length > 0) {
  console.error(
    `\n${content.problems.length} problems kept some questions out of these counts: ` +
      'run npm run content:check',
  );
}
