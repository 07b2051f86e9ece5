import type { ItemStats } from '../features/item-stats/compute.ts';
import { table } from './format.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Item statistics as a table: flagged items first, then the most answered. */
export function itemStatsTable(stats: ItemStats[], limit: number) {
  const rows = [...stats]
    .sort((a, b) => b.flags.length - a.flags.length || b.attempts - a.attempts)
    .slice(0, limit);
  return table(
    [
      'question',
      'level',
      'first tries',
      'right',
      'median time',
      'hints',
      'choices',
      'r_pb',
      'flags',
    ],
    rows.map((s) => [
      s.questionId,
      String(s.difficulty),
      String(s.attempts),
      percent(s.shareCorrect),
      `${Math.round(s.medianTimeMs / 1000)} s`,
      percent(s.shareWithHints),
      Object.entries(s.choiceShares)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([letter, share]) => `${letter} ${percent(share)}`)
        .join(' '),
      s.pointBiserial === null ? '-' : s.pointBiserial.toFixed(2),
      s.flags.join('; ') || '-',
    ]),
  );
}
