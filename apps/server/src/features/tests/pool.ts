import type { ContentSnapshot, StoredQuestion } from '../catalog/content-store.ts';
import type { PoolQuestion } from './assembly.ts';
import { SECTION_DOMAINS } from '@academy/shared/tests';
import type { ModulePlan, TestDefinition } from './catalogue.ts';

/**
 * The questions of the module's section its form is drawn from: the whole section for a full
 * test (its `domain` the skill in Reading and Writing), one domain for a domain set, and for the
 * weakest-concepts set the questions of the student's weakest concepts, in turn, until they hold
 * enough to choose from.
 */
export async function testPool(
  snapshot: ContentSnapshot,
  test: TestDefinition,
  plan: ModulePlan,
  weakestConcepts: () => Promise<string[]>,
): Promise<PoolQuestion[]> {
  const domains = SECTION_DOMAINS[plan.section];
  const questions = [...snapshot.questionById.values()].filter((q) =>
    domains.includes(q.row.submoduleId),
  );
  const skillOrder = new Map(snapshot.concepts.map((c, i) => [c._id, i]));
  const asPool = (q: StoredQuestion, domain = q.row.submoduleId): PoolQuestion => ({
    id: q.row.id,
    domain,
    bankDomain: q.row.submoduleId,
    skill: skillOrder.get(q.conceptIds[0] ?? '') ?? skillOrder.size,
    difficulty: q.row.difficulty,
    typed: q.row.type === 'free_entry',
    answerLetter: q.row.type === 'multiple_choice' ? q.row.correctAnswer : null,
  });
  // A full Reading and Writing module is mixed by skill (FULL_TEST_MIX), Math by domain.
  const bySkill = plan.section === 'reading-writing';
  if (test.kind === 'full') {
    return questions.map((q) => asPool(q, bySkill ? q.conceptIds[0] : undefined));
  }
  if (test.kind === 'domain') {
    return questions.filter((q) => q.row.submoduleId === test.domain).map((q) => asPool(q));
  }
  const chosen = new Set<string>();
  const picked: PoolQuestion[] = [];
  for (const concept of await weakestConcepts()) {
    if (picked.length >= plan.questions * 2) break;
    for (const q of questions) {
      if (q.conceptIds.includes(concept) && !chosen.has(q.row.id)) {
        chosen.add(q.row.id);
        picked.push(asPool(q, 'weakest'));
      }
    }
  }
  return picked;
}
