import type { ModuleLevel } from '@academy/shared/tests';

/** What assembling a form needs to know of a bank question. */
export interface PoolQuestion {
  id: string;
  domain: string;
  /** The calibrated 1–5 label. */
  difficulty: number;
}

type Band = 'easy' | 'medium' | 'hard';
const bandOf = (difficulty: number): Band =>
  difficulty <= 2 ? 'easy' : difficulty === 3 ? 'medium' : 'hard';

/**
 * The difficulty each slot asks for, in turn: module 1 mixes the three bands evenly; the harder
 * module 2 leans on hard questions, the easier one on easy ones, both keeping some medium ones.
 */
const BAND_CYCLE: Record<ModuleLevel, Band[]> = {
  mixed: ['easy', 'medium', 'hard'],
  harder: ['hard', 'medium', 'hard', 'hard', 'medium'],
  easier: ['easy', 'medium', 'easy', 'easy', 'medium'],
};
const FALLBACK: Record<Band, Band[]> = {
  easy: ['easy', 'medium', 'hard'],
  medium: ['medium', 'easy', 'hard'],
  hard: ['hard', 'medium', 'easy'],
};

export type Random = () => number;

function shuffled<T>(items: T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Picks `count` questions of `candidates` for one level: questions the student has not met in a
 * test come first, whatever their band (no repeats until the pool runs out), then the band each
 * slot asks for.
 */
function pick(
  candidates: PoolQuestion[],
  count: number,
  level: ModuleLevel,
  seen: ReadonlySet<string>,
  taken: Set<string>,
  random: Random,
): PoolQuestion[] {
  const order = shuffled(candidates, random);
  const picked: PoolQuestion[] = [];
  const cycle = BAND_CYCLE[level];
  for (let slot = 0; picked.length < count; slot++) {
    const want = cycle[slot % cycle.length]!;
    const free = order.filter((q) => !taken.has(q.id));
    if (free.length === 0) break;
    const fresh = free.filter((q) => !seen.has(q.id));
    const from = fresh.length > 0 ? fresh : free;
    const band = FALLBACK[want].find((b) => from.some((q) => bandOf(q.difficulty) === b))!;
    const chosen = from.find((q) => bandOf(q.difficulty) === band)!;
    taken.add(chosen.id);
    picked.push(chosen);
  }
  return picked;
}

/**
 * A module's form: `mix` questions per domain (a domain short of questions leaves its slots to
 * the others), ordered from easy to hard as on the SAT.
 */
export function assembleModule(
  pool: PoolQuestion[],
  mix: Record<string, number>,
  level: ModuleLevel,
  seen: ReadonlySet<string>,
  random: Random = Math.random,
): string[] {
  const taken = new Set<string>();
  const picked: PoolQuestion[] = [];
  for (const [domain, count] of Object.entries(mix)) {
    const inDomain = pool.filter((q) => q.domain === domain);
    picked.push(...pick(inDomain, count, level, seen, taken, random));
  }
  const wanted = Object.values(mix).reduce((sum, n) => sum + n, 0);
  if (picked.length < wanted) {
    picked.push(...pick(pool, wanted - picked.length, level, seen, taken, random));
  }
  return shuffled(picked, random)
    .sort((a, b) => a.difficulty - b.difficulty)
    .map((q) => q.id);
}

/** Module 1's share right at which module 2 is the harder form. */
export const HARDER_FROM_SHARE = 0.6;

export function secondModuleLevel(correct: number, total: number): ModuleLevel {
  return total > 0 && correct / total >= HARDER_FROM_SHARE ? 'harder' : 'easier';
}
