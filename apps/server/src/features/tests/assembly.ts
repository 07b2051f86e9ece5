import type { ModuleLevel } from '@academy/shared/tests';
import { itemInformation, type ItemParameters } from '../scoring/irt.ts';

/** What assembling a form needs to know of a bank question. */
export interface PoolQuestion {
  id: string;
  /** The slot of the mix it fills: its domain (its skill in a full Reading and Writing test), or
   * 'weakest' for the weakest-concepts set. */
  domain: string;
  /** The bank's domain it belongs to, which orders a Reading and Writing module. */
  bankDomain: string;
  /** Its skill's place in the bank's order of concepts: a Reading and Writing module's groups. */
  skill: number;
  /** The calibrated 1–5 label. */
  difficulty: number;
  /** A typed answer (student-produced response) rather than four choices. */
  typed: boolean;
  /** The right choice's letter; null for a typed answer. */
  answerLetter: string | null;
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
 * Whether slot `slot` of `count` asks for a typed answer: `typed` of the slots do, spread over
 * the band cycle so typed answers come at every difficulty, not only the first band's.
 */
const slotWantsTyped = (slot: number, count: number, typed: number) =>
  Math.floor(((slot + 1) * typed) / count) > Math.floor((slot * typed) / count);

/**
 * Picks `count` questions of `candidates` for one level: questions the student has not met in a
 * test come first, whatever their band (no repeats until the pool runs out), then the answer type
 * each slot asks for (`typedShare` of them typed, as the SAT's Math has about a quarter), then
 * the band.
 */
function pick(
  candidates: PoolQuestion[],
  count: number,
  level: ModuleLevel,
  { seen, taken, random, typedShare, letters }: PickContext,
): PoolQuestion[] {
  const order = shuffled(candidates, random);
  const picked: PoolQuestion[] = [];
  const cycle = BAND_CYCLE[level];
  const typed = Math.round(count * typedShare);
  for (let slot = 0; picked.length < count; slot++) {
    const want = cycle[slot % cycle.length]!;
    const free = order.filter((q) => !taken.has(q.id));
    if (free.length === 0) break;
    const fresh = free.filter((q) => !seen.has(q.id));
    const unmet = fresh.length > 0 ? fresh : free;
    const ofType = unmet.filter((q) => q.typed === slotWantsTyped(slot, count, typed));
    const from = ofType.length > 0 ? ofType : unmet;
    const band = FALLBACK[want].find((b) => from.some((q) => bandOf(q.difficulty) === b))!;
    const inBand = from.filter((q) => bandOf(q.difficulty) === band);
    const chosen = inBand.find((q) => letters.allows(q)) ?? inBand[0]!;
    taken.add(chosen.id);
    letters.count(chosen);
    picked.push(chosen);
  }
  return picked;
}

/**
 * How often each letter is the right choice in the module so far: no letter may be right more
 * than a quarter of the choice questions and one more (Bluebook's forms spread their keys), so
 * a form cannot reward always guessing one letter. The bank is balanced, but a form drawn at
 * random from it was not: one in five Reading and Writing modules had a letter right 11 or more
 * times in 27. A candidate over the limit gives way to the next of its band, when there is one.
 */
function letterLimit(choiceQuestions: number) {
  const limit = Math.ceil(choiceQuestions / 4) + 1;
  const used = new Map<string, number>();
  return {
    allows: (q: PoolQuestion) => q.answerLetter === null || (used.get(q.answerLetter) ?? 0) < limit,
    count(q: PoolQuestion) {
      if (q.answerLetter) used.set(q.answerLetter, (used.get(q.answerLetter) ?? 0) + 1);
    },
  };
}

interface PickContext {
  seen: ReadonlySet<string>;
  taken: Set<string>;
  random: Random;
  typedShare: number;
  letters: ReturnType<typeof letterLimit>;
}

/**
 * A module's form: `mix` questions per domain (a domain short of questions leaves its slots to
 * the others), about `typedShare` of each domain's typed answers, ordered from easy to hard as
 * on the SAT; with `domainOrder`, as Reading and Writing modules are (SAT-RW.md): grouped by the
 * bank's domain in that order, then by skill, easy to hard inside each skill.
 */
export function assembleModule(
  pool: PoolQuestion[],
  mix: Record<string, number>,
  level: ModuleLevel,
  seen: ReadonlySet<string>,
  {
    domainOrder,
    typedShare = 0,
    random = Math.random,
  }: { domainOrder?: readonly string[]; typedShare?: number; random?: Random } = {},
): string[] {
  const wanted = Object.values(mix).reduce((sum, n) => sum + n, 0);
  const letters = letterLimit(wanted - Math.round(wanted * typedShare));
  const context: PickContext = { seen, taken: new Set(), random, typedShare, letters };
  const picked: PoolQuestion[] = [];
  for (const [domain, count] of Object.entries(mix)) {
    const inDomain = pool.filter((q) => q.domain === domain);
    picked.push(...pick(inDomain, count, level, context));
  }
  if (picked.length < wanted) {
    picked.push(...pick(pool, wanted - picked.length, level, context));
  }
  const place = (q: PoolQuestion) => domainOrder?.indexOf(q.bankDomain) ?? 0;
  const skill = (q: PoolQuestion) => (domainOrder ? q.skill : 0);
  return shuffled(picked, random)
    .sort((a, b) => place(a) - place(b) || skill(a) - skill(b) || a.difficulty - b.difficulty)
    .map((q) => q.id);
}

/**
 * Module 2's form for the ability module 1 showed: of the two forms assembled for the student,
 * the one that measures best there (the larger sum of its questions' information), as
 * multistage tests route (decision 032). A strong module 1 gets the harder form, a weak one the
 * easier, and the cut between them follows the forms actually drawn, not a fixed share.
 */
export function routeByInformation<Form>(
  theta: number,
  forms: Record<'harder' | 'easier', { form: Form; items: ItemParameters[] }>,
): { level: 'harder' | 'easier'; form: Form } {
  const information = (items: ItemParameters[]) =>
    items.reduce((sum, item) => sum + itemInformation(theta, item), 0);
  const level =
    information(forms.harder.items) >= information(forms.easier.items) ? 'harder' : 'easier';
  return { level, form: forms[level].form };
}
