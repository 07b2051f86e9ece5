import { sql } from 'drizzle-orm';
import { arrays } from '../../db/array-params.ts';
import type { Db } from '../../db/client.ts';
import type { StoredChoice } from '../../db/schema/catalog.ts';

/** A choice of one question that kept its text under another letter. */
export interface ChoiceMove {
  questionId: string;
  from: string;
  to: string;
}

/**
 * The letters a question's choices moved to when the bank reordered them (numbers put in
 * numeric order, say), or none when any choice's text changed: an answer stored as "D" must
 * go on naming the choice the student picked, not the one now under D.
 */
export function choiceMoves(
  questionId: string,
  before: readonly StoredChoice[],
  after: readonly StoredChoice[],
): ChoiceMove[] {
  if (before.length === 0 || before.length !== after.length) return [];
  const letterNow = new Map(after.map((c) => [c.latex, c.id]));
  if (letterNow.size !== after.length) return [];
  const moves: ChoiceMove[] = [];
  for (const choice of before) {
    const to = letterNow.get(choice.latex);
    if (to === undefined) return [];
    if (to !== choice.id) moves.push({ questionId, from: choice.id, to });
  }
  return moves;
}

/**
 * Moves the stored answers (practice and timed tests) and last night's choice shares of every
 * question in `moves` to the choices' new letters, in the import's transaction. One statement
 * per table: each row is matched against its letter before the update, so A→B and B→A swap.
 */
export async function moveStoredChoices(tx: Db, moves: ChoiceMove[]): Promise<void> {
  if (moves.length === 0) return;
  const moved = sql`unnest(${arrays(moves, [
    [(m) => m.questionId, 'text'],
    [(m) => m.from, 'text'],
    [(m) => m.to, 'text'],
  ])}) as m(question_id, from_letter, to_letter)`;
  await tx.execute(sql`update answers a set answer = m.to_letter from ${moved}
    where a.question_id = m.question_id and a.answer = m.from_letter`);
  await tx.execute(sql`update test_answers a set answer = m.to_letter from ${moved}
    where a.question_id = m.question_id and a.answer = m.from_letter`);
  const questionIds = [...new Set(moves.map((m) => m.questionId))];
  await tx.execute(sql`update item_stats s set choice_shares = (
      select coalesce(jsonb_object_agg(coalesce(m.to_letter, e.key), e.value), '{}'::jsonb)
      from jsonb_each(s.choice_shares) e
      left join ${moved} on m.question_id = s.question_id and m.from_letter = e.key
    )
    where s.question_id = any(${arrays(
      questionIds.map((id) => ({ id })),
      [[(r) => r.id, 'text']],
    )})`);
}
