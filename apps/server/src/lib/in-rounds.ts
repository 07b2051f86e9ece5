/**
 * Runs a group's items in rounds, each holding at most one item per key, in arrival order: for
 * statements that may touch a row only once (an UPDATE ... FROM joins one source row per target
 * row). Answers one result per item, in the items' order. A group without repeated keys is one
 * round.
 */
export async function inRounds<Item, Result>(
  items: Item[],
  keyOf: (item: Item) => string,
  runRound: (round: Item[]) => Promise<Result[]>,
): Promise<Result[]> {
  const rounds: number[][] = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push(index);
  });
  const results: Result[] = new Array(items.length);
  for (const indexes of rounds) {
    const answers = await runRound(indexes.map((i) => items[i]!));
    indexes.forEach((index, n) => (results[index] = answers[n]!));
  }
  return results;
}
