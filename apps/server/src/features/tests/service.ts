import { SUBSCRIPTION_REQUIRED_MESSAGE } from '@academy/shared/errors';
import {
  testMessages,
  type SaveTestAnswerInput,
  type SaveTestAnswerResponse,
  type StartTestResponse,
  type TestAttemptView,
  type TestSummary,
} from '@academy/shared/tests';
import { normaliseTier } from '@academy/shared/tiers';
import type { UserRow } from '../auth/repository.ts';
import {
  storedQuestion,
  type ContentStore,
  type StoredQuestion,
} from '../catalog/content-store.ts';
import { isAnswerCorrect } from '../questions/service.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { TESTS, testById, type TestDefinition } from './catalogue.ts';
import { createModuleForms } from './forms.ts';
import type { AttemptRow, ModuleRow, TestsRepository } from './repository.ts';
import { shownModules, testResult } from './result.ts';
import {
  MODULE_GRACE_MS,
  closedBecause,
  moduleSeconds,
  onBreakBefore,
  ranOutAt,
  timeUp,
  timedModule,
} from './timed-module.ts';
import { atSeat, checkedAnswer, moduleView } from './views.ts';

export interface TestsDeps {
  content: ContentStore;
  repo: TestsRepository;
  clock: Clock;
  /** How long a minute of test time lasts: 60,000 ms, less under a test-only setting. */
  minuteMs: number;
  /** The user's concept ids, weakest first, for the weakest-concepts set. */
  weakestConcepts: (userId: string) => Promise<string[]>;
  /**
   * Feeds an answer to mastery and review as a practice first attempt (only if it is one), with
   * the time the test counted on the question.
   */
  recordAnswer: (
    userId: string,
    question: StoredQuestion,
    given: { answer: string; answeredAt: Date; seconds: number },
  ) => Promise<void>;
  /** A module ended: its time counts as time practiced (progress/study-time.ts). */
  studied: (userId: string) => void;
}

const isGuest = (user: UserRow) => normaliseTier(user.subscriptionTier) === 'Guest';

export function createTestsService(deps: TestsDeps) {
  const { content, repo, clock } = deps;

  const { form, nextModule } = createModuleForms(deps);

  const mayStart = (user: UserRow, test: TestDefinition, earlier: number) =>
    !isGuest(user) || (test.kind !== 'full' && earlier === 0);

  /** Ends `module` now: the next one starts, or the test is over; answers go to practice. */
  async function endModule(userId: string, attempt: AttemptRow, module: ModuleRow) {
    const test = testById.get(attempt.testId)!;
    const now = clock.now();
    const answers = await repo.answers(attempt.id, module.index);
    const snapshot = content.get();
    const right = new Set(
      answers
        .filter((a) => {
          const question = storedQuestion(snapshot, a.questionId);
          return question !== undefined && a.answer !== '' && isAnswerCorrect(question, a.answer);
        })
        .map((a) => a.questionId),
    );
    const next =
      module.index < test.plan.length
        ? await nextModule(userId, test, module, right, { timeFactor: attempt.timeFactor, now })
        : undefined;
    if (!(await repo.finishModule(attempt.id, module.index, now, next))) return;
    deps.studied(userId);
    for (const a of answers) {
      const question = storedQuestion(snapshot, a.questionId);
      if (question && a.answer.trim() !== '') {
        await deps.recordAnswer(userId, question, a);
      }
    }
  }

  /**
   * The attempt as it stands now: a module past its deadline and grace ends here (its answers
   * were saved as given), whether or not the page was open to see it.
   */
  const ranOut = (open: { deadline: Date }) => ranOutAt(open, clock.now());

  async function settled(userId: string, attemptId: string) {
    for (;;) {
      const attempt = await repo.findOwned(userId, attemptId);
      if (!attempt) throw notFound(testMessages.attemptNotFound);
      const modules = await repo.modules(attempt.id);
      const current = modules.find((m) => m.index === attempt.currentModule);
      const expired = current && ranOut(current);
      if (attempt.finishedAt || !current || !expired) return { attempt, modules, current };
      await endModule(userId, attempt, current);
    }
  }

  /**
   * The user's open attempts whose last module ran out while nobody read them, ended now as a
   * read of each would (decision 032, point 5): the test is over and listed with its result
   * (else it vanished from /tests, its answers never counted). An earlier module that ran out is
   * left for the attempt's own read: the next one's time starts when the student opens it, not
   * when they look at /tests or /progress. Answers the attempts still open, newest first.
   */
  async function settleExpired(user: UserRow) {
    const open = await repo.openAttempts(user.id);
    const over = open.filter((o) => o.module === testById.get(o.testId)!.plan.length && ranOut(o));
    for (const { attemptId } of over) await settled(user.id, attemptId);
    return open.filter((o) => !over.includes(o));
  }

  async function view(user: UserRow, attemptId: string): Promise<TestAttemptView> {
    const { attempt, current } = await settled(user.id, attemptId);
    const test = testById.get(attempt.testId)!;
    const open = attempt.finishedAt ? undefined : current;
    const now = clock.now();
    // On the break, the next module's questions wait for its time to start.
    const breakUntil = open && onBreakBefore(open, now) ? open.startedAt : undefined;
    const shown = open && !breakUntil ? open : undefined;
    if (shown && !shown.reached) await repo.markReached(attempt.id, shown.index);
    return {
      attemptId: attempt.id,
      testId: test.id,
      name: test.name,
      kind: test.kind,
      section: test.section,
      modules: test.plan.length,
      status: breakUntil ? 'on_break' : open ? 'in_progress' : 'finished',
      module: shown
        ? moduleView(content.get(), test, shown, await repo.answers(attempt.id, shown.index))
        : null,
      ...(breakUntil && { breakUntil: breakUntil.toISOString() }),
      serverNow: now.toISOString(),
    };
  }

  return {
    settleExpired,
    /** Ends what ran out of the attempt, as any read of it does (the expiry sweep's call). */
    settle: settled,

    async list(user: UserRow): Promise<TestSummary[]> {
      const open = await settleExpired(user);
      const earlier = isGuest(user) ? await repo.countAttempts(user.id) : 0;
      const latestOpen = new Map<string, (typeof open)[number]>();
      for (const attempt of open) {
        if (!latestOpen.has(attempt.testId)) latestOpen.set(attempt.testId, attempt);
      }
      const inProgress = (testId: string) => {
        const attempt = latestOpen.get(testId);
        if (!attempt) return null;
        const { attemptId, module, startedAt, deadline } = attempt;
        if (!ranOut(attempt)) {
          // On the whole SAT's break the module has not begun: the card says when it does.
          const breakUntil = onBreakBefore(attempt, clock.now()) ? startedAt : undefined;
          return {
            attemptId,
            module,
            deadline: deadline.toISOString(),
            ...(breakUntil && { breakUntil: breakUntil.toISOString() }),
          };
        }
        // A last module that ran out since settleExpired's check is over: nothing to resume.
        const waiting = module < testById.get(testId)!.plan.length;
        return waiting ? { attemptId, module: module + 1, deadline: null } : null;
      };
      return TESTS.map((test) => ({
        _id: test.id,
        name: test.name,
        kind: test.kind,
        section: test.section,
        modules: test.plan.length,
        minutes: test.plan.reduce((sum, m) => sum + m.minutes, 0),
        questionsPerModule: test.plan[0]!.questions,
        available: mayStart(user, test, earlier),
        inProgress: inProgress(test.id),
      }));
    },

    async start(user: UserRow, testId: string, timeFactor: number): Promise<StartTestResponse> {
      const test = testById.get(testId);
      if (!test) throw notFound(testMessages.notFound);
      const earlier = isGuest(user) ? await repo.countAttempts(user.id) : 0;
      if (!mayStart(user, test, earlier)) throw new AppError(403, SUBSCRIPTION_REQUIRED_MESSAGE);
      const now = clock.now();
      const module = timedModule(test, 1, 'mixed', await form(user.id, test, 1, 'mixed'), {
        timeFactor,
        minuteMs: deps.minuteMs,
        now,
      });
      const attempt = await repo.create(
        { userId: user.id, testId, timeFactor, createdAt: now },
        module,
      );
      return {
        attemptId: attempt.id,
        module: moduleView(
          content.get(),
          test,
          { ...module, attemptId: attempt.id, finishedAt: null },
          [],
        ),
      };
    },

    view,

    /** `seat`: the question's place, as the module's page knows it (views.ts). */
    async saveAnswer(
      user: UserRow,
      attemptId: string,
      seat: string,
      input: SaveTestAnswerInput,
    ): Promise<SaveTestAnswerResponse> {
      const { attempt, modules, current } = await settled(user.id, attemptId);
      const seated = atSeat(modules, seat);
      if (!seated) throw notFound(testMessages.notInModule);
      const { module, questionId } = seated;
      if (attempt.finishedAt || module !== current) throw timeUp(closedBecause(module));
      const now = clock.now();
      if (onBreakBefore(module, now)) throw new AppError(409, testMessages.onBreak);
      const saved = await repo.saveAnswer(
        {
          attemptId: attempt.id,
          questionId,
          moduleIndex: module.index,
          answer: checkedAnswer(content.get(), questionId, input.answer),
          marked: input.marked,
          // The page counts by the device's clock, which a sleeping laptop moves on: no question
          // takes longer than its module lasts.
          seconds: Math.min(input.seconds ?? 0, moduleSeconds(module)),
          answeredAt: now,
        },
        new Date(now.getTime() - MODULE_GRACE_MS),
      );
      if (!saved) throw timeUp(testMessages.timeUp);
      return {
        saved: { answer: saved.answer, marked: saved.marked },
        savedAt: saved.answeredAt.toISOString(),
      };
    },

    /** Ends the module being taken; `moduleIndex`, when sent, must be that one. */
    async finishModule(user: UserRow, attemptId: string, moduleIndex?: number) {
      const { attempt, current } = await settled(user.id, attemptId);
      if (attempt.finishedAt || !current) throw new AppError(409, testMessages.finished);
      if (moduleIndex !== undefined && moduleIndex !== current.index) {
        if (moduleIndex < current.index) throw timeUp(testMessages.moduleEnded);
        // No page shows a module after the one under way: this is no stale page's finish.
        const { plan } = testById.get(attempt.testId)!;
        if (moduleIndex > plan.length) throw badRequest(testMessages.noSuchModule);
        throw new AppError(409, testMessages.moduleNotBegun);
      }
      // On the break the next module has not begun: ending it would leave Math's first module
      // blank, unseen, and start its second.
      if (onBreakBefore(current, clock.now())) throw new AppError(409, testMessages.onBreak);
      await endModule(user.id, attempt, current);
      return view(user, attemptId);
    },

    /** Ends the break early: the next module's time starts now, at its full length. */
    async resume(user: UserRow, attemptId: string) {
      const { attempt, current } = await settled(user.id, attemptId);
      if (!attempt.finishedAt && current && onBreakBefore(current, clock.now())) {
        await repo.startModuleNow(attempt.id, current.index, clock.now());
      }
      return view(user, attemptId);
    },

    async result(user: UserRow, attemptId: string) {
      const { attempt, modules } = await settled(user.id, attemptId);
      if (!attempt.finishedAt) throw new AppError(409, testMessages.notFinished);
      const test = testById.get(attempt.testId)!;
      const shown = shownModules(attempt, modules);
      return testResult(content.get(), test, attempt, shown, await repo.answers(attempt.id));
    },
  };
}

export type TestsService = ReturnType<typeof createTestsService>;
