import { singleProcessFeed, type ChangeFeed } from '../../db/change-feed.ts';
import { changeFeedOf, type Db } from '../../db/client.ts';
import type {
  AnsweredInfo,
  FirstAttemptInfo,
  LiveCards,
  OpenFlags,
  PracticeRoundRow,
  StoredAttempt,
} from './progress-records.ts';
import type { ReviewCard } from '../review/scheduler.ts';

type Part<T> = { value: T; loadedAt: number } | undefined;

interface Entry {
  /** Bumped by every write: a load that began before it may have missed it, so is not kept. */
  generation: number;
  first: Part<Map<string, FirstAttemptInfo>>;
  answered: Part<Map<string, AnsweredInfo>>;
  /** The questions checked; read only for a Guest, whose trial counts them. */
  checked: Part<Set<string>>;
  /** The questions handed out and not checked since, with when (ms): the next one to show. */
  unchecked: Part<Map<string, number>>;
  /** The questions skipped since they were last handed out, with when (ms). */
  skipped: Part<Map<string, number>>;
  /** The "Practice again" round of each submodule the user started one in. */
  rounds: Part<Map<string, PracticeRoundRow>>;
  /** The live review cards: every recorded answer reads its question's. */
  cards: Part<LiveCards>;
  /** The open flags for the tutor (the review page shows and filters them). */
  flags: Part<OpenFlags>;
  loading: Partial<{ [K in PartName]: Promise<PartValue<K>> }>;
}

type PartName =
  'first' | 'answered' | 'checked' | 'unchecked' | 'skipped' | 'rounds' | 'cards' | 'flags';
type PartValue<K extends PartName> = NonNullable<Entry[K]>['value'];

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
      entry = {
        generation: 0,
        first: undefined,
        answered: undefined,
        checked: undefined,
        unchecked: undefined,
        skipped: undefined,
        rounds: undefined,
        cards: undefined,
        flags: undefined,
        loading: {},
      };
      if (this.entries.size >= this.maxUsers) {
        this.entries.delete(this.entries.keys().next().value!);
      }
    }
    this.entries.set(userId, entry);
    return entry;
  }

  private async read<K extends PartName>(
    userId: string,
    part: K,
    load: () => Promise<PartValue<K>>,
  ): Promise<PartValue<K>> {
    const entry = this.entry(userId);
    const cached = entry[part];
    if (cached && Date.now() - cached.loadedAt < this.ttlMs) return cached.value;
    const pending = entry.loading[part];
    if (pending) return pending as Promise<PartValue<K>>;
    const generation = entry.generation;
    const startedAt = Date.now();
    const promise = load().finally(() => {
      if (entry.loading[part] === promise) delete entry.loading[part];
    });
    (entry.loading as Record<string, unknown>)[part] = promise;
    const value = await promise;
    if (entry.generation === generation && this.entries.get(userId) === entry) {
      (entry as Record<K, Part<unknown>>)[part] = { value, loadedAt: startedAt };
    }
    return value;
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

  /** A flag this process raised, changed or took down: the flags are read again. */
  recordFlagChange(userId: string) {
    const entry = this.written(userId, 'flags');
    if (entry) entry.flags = undefined;
  }

  /**
   * A card this process stored for the question, or retired (`undefined`); `stored` false: the
   * write lost a race with another answer, so the cards are read again.
   */
  recordCard(userId: string, questionId: string, card: ReviewCard | undefined, stored: boolean) {
    const entry = this.written(userId, 'cards');
    if (!entry) return;
    if (!stored) entry.cards = undefined;
    else if (card) entry.cards?.value.set(questionId, card);
    else entry.cards?.value.delete(questionId);
  }

  /**
   * A question this process handed out; handing it out again ends its skip. Nothing derived
   * depends on it, so no announcement: an instance that missed it resumes an older question not
   * yet checked, or draws a new one, and keeps the skip until its copy expires.
   */
  recordServe(userId: string, questionId: string, at: number) {
    const entry = this.entries.get(userId);
    entry?.unchecked?.value.set(questionId, at);
    entry?.skipped?.value.delete(questionId);
  }

  /** A skip this process stored ("Skip for now"). */
  recordSkip(userId: string, questionId: string, at: number) {
    this.written(userId, 'skipped')?.skipped?.value.set(questionId, at);
  }

  /** A round this process started ("Practice again"). */
  recordRound(userId: string, submoduleId: string, row: PracticeRoundRow) {
    this.written(userId, 'rounds')?.rounds?.value.set(submoduleId, row);
  }

  /**
   * A write of `part` by this process: announced to the other instances, and a load of it begun
   * before (which may have missed the write) is not kept. The user's entry, if cached.
   */
  private written(userId: string, part: PartName): Entry | undefined {
    this.feed.publish(TOPIC, userId);
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    entry.generation += 1;
    delete entry.loading[part];
    return entry;
  }

  /** Changes with every write this process makes for the user (for memoising derived data). */
  generation(userId: string): number {
    return this.entries.get(userId)?.generation ?? -1;
  }

  /** An attempt this process stored: applied to what is cached, and in-flight loads discarded. */
  recordAttempt(userId: string, attempt: StoredAttempt) {
    this.feed.publish(TOPIC, userId);
    const entry = this.entries.get(userId);
    if (!entry) return;
    entry.generation += 1;
    delete entry.loading.first;
    delete entry.loading.answered;
    delete entry.loading.checked;
    if (entry.first && attempt.isFirstAttempt) {
      entry.first.value.set(attempt.questionId, {
        pointsEarned: attempt.pointsEarned,
        hintsUsed: attempt.hintsUsed,
        superhintsUsed: attempt.superhintsUsed,
        timeSpentMs: attempt.timeSpentMs,
        answeredUs: attempt.answeredUs,
        id: attempt.id,
      });
    }
    // An attempt counts as a check of its question (practice_record_attempts).
    entry.checked?.value.add(attempt.questionId);
    entry.unchecked?.value.delete(attempt.questionId);
    const answered = entry.answered?.value;
    if (answered) {
      const before = answered.get(attempt.questionId);
      if (!before && !attempt.isFirstAttempt) {
        // A repeat of a question whose first attempt we have not seen: read it all again.
        entry.answered = undefined;
        return;
      }
      const newer =
        !before ||
        attempt.answeredUs > before.latestUs ||
        (attempt.answeredUs === before.latestUs && attempt.id > before.latestId);
      const latest = {
        latestUs: attempt.answeredUs,
        latestId: attempt.id,
        answer: attempt.answer,
        isCorrect: attempt.isCorrect,
        timeSpentMs: attempt.timeSpentMs,
      };
      const attempts = (before?.attempts ?? 0) + 1;
      answered.set(attempt.questionId, {
        ...(newer ? latest : before!),
        attempts,
        firstRightAttempt: before?.firstRightAttempt ?? (attempt.isCorrect ? attempts : null),
        pointsEarned: attempt.isFirstAttempt ? attempt.pointsEarned : before!.pointsEarned,
      });
    }
  }

  /**
   * A check this process stored. Only the checked questions of a user change, and only those of
   * a user whose checks are read here (a Guest's) are kept: nothing to do for anyone else, and
   * nothing for a question checked before, so the hot path stays in memory.
   */
  recordCheck(userId: string, questionId: string) {
    const entry = this.entries.get(userId);
    entry?.unchecked?.value.delete(questionId);
    if (!entry || !(entry.checked || entry.loading.checked)) return;
    if (entry.checked?.value.has(questionId)) return;
    this.feed.publish(TOPIC, userId);
    entry.generation += 1;
    delete entry.loading.checked;
    entry.checked?.value.add(questionId);
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
