import { singleProcessFeed, type ChangeFeed } from '../../db/change-feed.ts';
import { changeFeedOf, type Db } from '../../db/client.ts';
import {
  countAnswered,
  firstAttemptInfo,
  type AnsweredInfo,
  type FirstAttemptInfo,
  type LiveCards,
  type OpenFlags,
  type PracticeRoundRow,
  type ProgressParts,
  type StoredAttempt,
} from './progress-records.ts';
import type { ReviewCard } from '../review/scheduler.ts';

type PartName = keyof ProgressParts;

/**
 * A read of one part in flight. Writes this process makes meanwhile are kept in `replay` and
 * applied to what the read returns, since it may have been taken before they landed: a user who
 * writes faster than a read takes (a class answering at once, the load bench's 60 answers a
 * second) still gets a copy kept, instead of every call reading everything again.
 */
interface Load<T> {
  promise: Promise<T>;
  replay: ((value: T) => void)[];
  /** A write that cannot be replayed came meanwhile: the read is handed out but not kept. */
  discarded: boolean;
}

interface Entry {
  /** Bumped by every write (for memoising what is derived from the parts). */
  generation: number;
  parts: { [K in PartName]?: { value: ProgressParts[K]; loadedAt: number } };
  loading: { [K in PartName]?: Load<ProgressParts[K]> };
}

const TOPIC = 'progress';

/**
 * Each user's attempts, summarised, in memory: practice reads them on every call, and reading
 * 100,000 rows per call does not scale. Writes made by this process update the summary in place
 * and are announced on the change feed; a write announced by another instance (on PostgreSQL)
 * drops that user here. `ttlMs` bounds how long an entry lives should an announcement be lost.
 */
export class ProgressCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly feed: ChangeFeed = singleProcessFeed,
    private readonly maxUsers = 5_000,
  ) {
    feed.subscribe(TOPIC, (userId) => {
      if (userId === undefined) {
        for (const entry of this.entries.values()) entry.generation += 1;
        this.entries.clear();
      } else {
        this.drop(userId);
      }
    });
  }

  private entry(userId: string): Entry {
    let entry = this.entries.get(userId);
    if (entry) {
      // Least recently used first: re-inserting moves the user to the end.
      this.entries.delete(userId);
    } else {
      entry = { generation: 0, parts: {}, loading: {} };
      if (this.entries.size >= this.maxUsers) {
        this.entries.delete(this.entries.keys().next().value!);
      }
    }
    this.entries.set(userId, entry);
    return entry;
  }

  private read<K extends PartName>(
    userId: string,
    part: K,
    load: () => Promise<ProgressParts[K]>,
  ): Promise<ProgressParts[K]> {
    const entry = this.entry(userId);
    const cached = entry.parts[part];
    if (cached && Date.now() - cached.loadedAt < this.ttlMs) return Promise.resolve(cached.value);
    const pending = entry.loading[part];
    if (pending) return pending.promise;
    const startedAt = Date.now();
    const inFlight: Load<ProgressParts[K]> = { promise: undefined!, replay: [], discarded: false };
    const settled = () => {
      if (entry.loading[part] === inFlight) delete entry.loading[part];
    };
    inFlight.promise = load().then(
      (value) => {
        settled();
        if (inFlight.discarded || this.entries.get(userId) !== entry) return value;
        for (const apply of inFlight.replay) apply(value);
        (entry.parts as Record<K, { value: ProgressParts[K]; loadedAt: number }>)[part] = {
          value,
          loadedAt: startedAt,
        };
        return value;
      },
      (error: unknown) => {
        settled();
        throw error;
      },
    );
    (entry.loading as Record<K, Load<ProgressParts[K]>>)[part] = inFlight;
    return inFlight.promise;
  }

  /**
   * A write of this process to a part: applied to the copy kept and to a read in flight. `apply`
   * must give the same result on data that already holds the write (a read may have seen it).
   */
  private apply<K extends PartName>(
    entry: Entry,
    part: K,
    apply: (value: ProgressParts[K]) => void,
  ) {
    const cached = entry.parts[part];
    if (cached) apply(cached.value as ProgressParts[K]);
    (entry.loading[part] as Load<ProgressParts[K]> | undefined)?.replay.push(apply);
  }

  /** A part that must be read again: the copy and a read in flight are dropped. */
  private invalidate(entry: Entry, part: PartName) {
    delete entry.parts[part];
    this.discardLoad(entry, part);
  }

  private discardLoad(entry: Entry, part: PartName) {
    const inFlight = entry.loading[part];
    if (!inFlight) return;
    inFlight.discarded = true;
    delete entry.loading[part];
  }

  firstAttempts(userId: string, load: () => Promise<Map<string, FirstAttemptInfo>>) {
    return this.read(userId, 'first', load);
  }

  answered(userId: string, load: () => Promise<Map<string, AnsweredInfo>>) {
    return this.read(userId, 'answered', load);
  }

  checked(userId: string, load: () => Promise<Set<string>>) {
    return this.read(userId, 'checked', load);
  }

  unchecked(userId: string, load: () => Promise<Map<string, number>>) {
    return this.read(userId, 'unchecked', load);
  }

  skipped(userId: string, load: () => Promise<Map<string, number>>) {
    return this.read(userId, 'skipped', load);
  }

  rounds(userId: string, load: () => Promise<Map<string, PracticeRoundRow>>) {
    return this.read(userId, 'rounds', load);
  }

  cards(userId: string, load: () => Promise<LiveCards>) {
    return this.read(userId, 'cards', load);
  }

  flags(userId: string, load: () => Promise<OpenFlags>) {
    return this.read(userId, 'flags', load);
  }

  /** Time studied outside practice (a timed test's module): what is made from it is made again. */
  recordStudyTime(userId: string) {
    this.written(userId);
  }

  /** A flag this process raised, changed or took down: the flags are read again. */
  recordFlagChange(userId: string) {
    const entry = this.written(userId);
    if (entry) this.invalidate(entry, 'flags');
  }

  /**
   * A card this process stored for the question, or retired (`undefined`); `stored` false: the
   * write lost a race with another answer, so the cards are read again.
   */
  recordCard(userId: string, questionId: string, card: ReviewCard | undefined, stored: boolean) {
    const entry = this.written(userId);
    if (!entry) return;
    if (!stored) this.invalidate(entry, 'cards');
    else if (card) this.apply(entry, 'cards', (cards) => cards.set(questionId, card));
    else this.apply(entry, 'cards', (cards) => cards.delete(questionId));
  }

  /**
   * A question this process handed out; handing it out again ends its skip. Nothing derived
   * depends on it, so no announcement: an instance that missed it resumes an older question not
   * yet checked, or draws a new one, and keeps the skip until its copy expires.
   */
  recordServe(userId: string, questionId: string, at: number) {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.apply(entry, 'unchecked', (unchecked) => unchecked.set(questionId, at));
    this.apply(entry, 'skipped', (skipped) => skipped.delete(questionId));
  }

  /** A skip this process stored ("Skip for now"). */
  recordSkip(userId: string, questionId: string, at: number) {
    const entry = this.written(userId);
    if (entry) this.apply(entry, 'skipped', (skipped) => skipped.set(questionId, at));
  }

  /** A round this process started ("Practice again"). */
  recordRound(userId: string, submoduleId: string, row: PracticeRoundRow) {
    const entry = this.written(userId);
    if (entry) this.apply(entry, 'rounds', (rounds) => rounds.set(submoduleId, row));
  }

  /** A write by this process, announced to the other instances. The user's entry, if cached. */
  private written(userId: string): Entry | undefined {
    this.feed.publish(TOPIC, userId);
    const entry = this.entries.get(userId);
    if (entry) entry.generation += 1;
    return entry;
  }

  /** Changes with every write this process makes for the user (for memoising derived data). */
  generation(userId: string): number {
    return this.entries.get(userId)?.generation ?? -1;
  }

  /** An attempt this process stored: applied to what is cached and to the reads in flight. */
  recordAttempt(userId: string, attempt: StoredAttempt) {
    const entry = this.written(userId);
    if (!entry) return;
    if (attempt.isFirstAttempt) {
      const info = firstAttemptInfo(attempt);
      this.apply(entry, 'first', (first) => first.set(attempt.questionId, info));
    }
    // An attempt counts as a check of its question (practice_record_attempts).
    this.apply(entry, 'checked', (checked) => checked.add(attempt.questionId));
    this.apply(entry, 'unchecked', (unchecked) => unchecked.delete(attempt.questionId));
    // The review summary counts attempts: a read that may already hold this one cannot take it
    // again, so it is not kept.
    this.discardLoad(entry, 'answered');
    const answered = entry.parts.answered?.value;
    if (answered && !countAnswered(answered, attempt)) delete entry.parts.answered;
  }

  /**
   * A check this process stored. Only the checked questions of a user change, and only those of
   * a user whose checks are read here (a Guest's) are kept: nothing to do for anyone else, and
   * nothing for a question checked before, so the hot path stays in memory.
   */
  recordCheck(userId: string, questionId: string) {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.apply(entry, 'unchecked', (unchecked) => unchecked.delete(questionId));
    const checked = entry.parts.checked?.value;
    if (!(checked || entry.loading.checked) || checked?.has(questionId)) return;
    this.written(userId);
    this.apply(entry, 'checked', (c) => c.add(questionId));
  }

  /** Forget a user (a write whose outcome is unknown, e.g. a failed insert). */
  forget(userId: string) {
    this.feed.publish(TOPIC, userId);
    this.drop(userId);
  }

  private drop(userId: string) {
    const entry = this.entries.get(userId);
    if (entry) entry.generation += 1;
    this.entries.delete(userId);
  }
}

/**
 * How long a cached user may be served without re-reading when other instances may write: the
 * change feed normally drops it sooner; this bounds the damage of an announcement lost.
 */
const SHARED_DATABASE_TTL_MS = 30_000;

const caches = new WeakMap<Db, ProgressCache>();

/** One cache per database, shared by every repository (and app) built on it. */
export function progressCacheFor(db: Db): ProgressCache {
  let cache = caches.get(db);
  if (!cache) {
    const feed = changeFeedOf(db);
    cache = new ProgressCache(feed === singleProcessFeed ? Infinity : SHARED_DATABASE_TTL_MS, feed);
    caches.set(db, cache);
  }
  return cache;
}
