import type { ModuleLevel } from '@academy/shared/tests';
import { estimateAbility } from '../scoring/irt.ts';
import { assembleModule, routeByInformation } from './assembly.ts';
import { FULL_TEST_MIX, FORM_RULES, modulePlan, type TestDefinition } from './catalogue.ts';
import { testPool } from './pool.ts';
import type { ModuleRow } from './repository.ts';
import type { TestsDeps } from './service.ts';
import { timedModule } from './timed-module.ts';
import { formParameters } from './views.ts';

/** Draws a test's modules: the first of mixed difficulty, the next routed by the first. */
export function createModuleForms(
  deps: Pick<TestsDeps, 'content' | 'repo' | 'minuteMs' | 'weakestConcepts'>,
) {
  const { content, repo } = deps;

  /** A form of `level` for the module `index` of `test`, avoiding questions already met. */
  async function form(userId: string, test: TestDefinition, index: number, level: ModuleLevel) {
    const plan = modulePlan(test, index);
    const mix =
      test.kind === 'full'
        ? FULL_TEST_MIX[plan.section][plan.sectionModule - 1]!
        : { [test.kind === 'weakest' ? 'weakest' : test.domain!]: plan.questions };
    const pool = await testPool(content.get(), test, plan, () => deps.weakestConcepts(userId));
    const seen = await repo.seenQuestions(userId);
    return assembleModule(pool, mix, level, seen, FORM_RULES[plan.section]);
  }

  /** The module after `module`: a section's second routed by its first, else a first, mixed. */
  async function nextModule(
    userId: string,
    test: TestDefinition,
    module: ModuleRow,
    right: ReadonlySet<string>,
    timing: { timeFactor: number; now: Date },
  ) {
    const index = module.index + 1;
    if (modulePlan(test, index).sectionModule > 1) {
      return routedModule(userId, test, module, right, timing.timeFactor, timing.now);
    }
    const questions = await form(userId, test, index, 'mixed');
    return timedModule(test, index, 'mixed', questions, { ...timing, minuteMs: deps.minuteMs });
  }

  /**
   * A section's second module: the ability its first showed (EAP) chooses between the harder
   * and the easier form drawn for the student, the one that measures best there.
   */
  async function routedModule(
    userId: string,
    test: TestDefinition,
    first: ModuleRow,
    right: ReadonlySet<string>,
    timeFactor: number,
    now: Date,
  ) {
    const snapshot = content.get();
    const itemsOf = (ids: string[]) => formParameters(snapshot, ids).map(({ item }) => item);
    const theta = estimateAbility(
      formParameters(snapshot, first.questionIds).map(({ id, item }) => ({
        ...item,
        correct: right.has(id),
      })),
    ).mean;
    const [harder, easier] = await Promise.all([
      form(userId, test, first.index + 1, 'harder'),
      form(userId, test, first.index + 1, 'easier'),
    ]);
    const routed = routeByInformation(theta, {
      harder: { form: harder, items: itemsOf(harder) },
      easier: { form: easier, items: itemsOf(easier) },
    });
    return timedModule(test, first.index + 1, routed.level, routed.form, {
      timeFactor,
      minuteMs: deps.minuteMs,
      now,
    });
  }

  return { form, nextModule };
}
