import type { MyEvaluation } from '@academy/shared/evaluation';
import { evaluationKindOf } from '@academy/shared/evaluation-kinds';
import type { EvaluationRetake } from '@academy/shared/evaluation-result';
import { and, asc, count, desc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluationSubmissions } from '../../db/schema/index.ts';
import { evaluationsOf, type AccountOwner } from '../account/repository.ts';
import { enqueueCappedMail, type CappedMailKind } from '../mail/caps.ts';
import { enqueueMail, notifyMailQueued, type NewMail } from '../mail/outbox.ts';
import type { EvaluationResult } from './scoring.ts';

export function createEvaluationRepository(db: Db) {
  /** The scored sittings of evaluation `kind` sent before by `taker`: how many, and the first. */
  async function earlierSittings(
    kind: string,
    taker: SQL | undefined,
  ): Promise<EvaluationRetake | undefined> {
    const same = and(
      eq(evaluationSubmissions.kind, kind),
      isNotNull(evaluationSubmissions.result),
      taker,
    );
    const [[tally], [first]] = await Promise.all([
      db.select({ n: count() }).from(evaluationSubmissions).where(same),
      db
        .select({ at: evaluationSubmissions.createdAt, result: evaluationSubmissions.result })
        .from(evaluationSubmissions)
        .where(same)
        .orderBy(asc(evaluationSubmissions.createdAt))
        .limit(1),
    ]);
    if (!tally?.n || !first) return undefined;
    const { scoreRange } = first.result as EvaluationResult;
    return { earlier: tally.n, firstAt: first.at.toISOString(), firstRange: scoreRange };
  }

  return {
    insertSubmission: async (values: typeof evaluationSubmissions.$inferInsert) =>
      (
        await db
          .insert(evaluationSubmissions)
          .values(values)
          .returning({ id: evaluationSubmissions.id })
      )[0]!,

    /**
     * The academy's reading of a retake: sittings sent before from `email` (in any letter case)
     * or that are the signed-in account's own (`evaluationsOf`: sent signed in, or from its
     * proven address).
     */
    sittingsBefore: (kind: string, email: string, account: AccountOwner | undefined) =>
      earlierSittings(
        kind,
        or(
          sql`lower(${evaluationSubmissions.email}) = ${email.toLowerCase()}`,
          account ? evaluationsOf(account) : undefined,
        ),
      ),

    /** The taker's own reading: only the sittings that are `user`'s account's (see evaluationsOf). */
    ownSittingsBefore: (kind: string, user: AccountOwner) =>
      earlierSittings(kind, evaluationsOf(user)),

    /**
     * The stored result of submission `id` of evaluation `kind`, when `keyHash` is its report
     * key's and it was sent after `since`; undefined otherwise, whichever part did not match.
     */
    async reportOf(kind: string, id: string, keyHash: string, since: Date) {
      const [row] = await db
        .select({
          result: evaluationSubmissions.result,
          evaluationVersion: evaluationSubmissions.evaluationVersion,
        })
        .from(evaluationSubmissions)
        .where(
          and(
            eq(evaluationSubmissions.id, id),
            eq(evaluationSubmissions.kind, kind),
            eq(evaluationSubmissions.reportKeyHash, keyHash),
            gt(evaluationSubmissions.createdAt, since),
            isNotNull(evaluationSubmissions.result),
          ),
        );
      return row && { result: row.result as EvaluationResult, version: row.evaluationVersion };
    },

    /**
     * The score and its mails land together: a crash in between leaves neither half-done. The
     * academy's report always goes; the student's receipt only within its per-recipient cap.
     */
    async saveResult(
      id: string,
      result: EvaluationResult,
      mails: { report: NewMail; receipt: NewMail & { kind: CappedMailKind } },
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(evaluationSubmissions)
          .set({ result, scoredAt: new Date() })
          .where(eq(evaluationSubmissions.id, id));
        await enqueueMail(tx as unknown as Db, [mails.report]);
        await enqueueCappedMail(tx as unknown as Db, mails.receipt);
      });
      notifyMailQueued();
    },

    /**
     * A signed-in user's scored evaluations, newest first: those sent signed in, and those sent
     * from the address before signing up once the account has proven it (as its export has them).
     */
    async listForUser(user: AccountOwner): Promise<MyEvaluation[]> {
      const rows = await db
        .select({
          id: evaluationSubmissions.id,
          kind: evaluationSubmissions.kind,
          createdAt: evaluationSubmissions.createdAt,
          result: evaluationSubmissions.result,
        })
        .from(evaluationSubmissions)
        .where(and(evaluationsOf(user), isNotNull(evaluationSubmissions.result)))
        .orderBy(desc(evaluationSubmissions.createdAt))
        .limit(50);
      // Every row with a user was scored with a range: user_id came with it (issue 36). One sent
      // signed out before that release may have a result without one: it is left out.
      const ranged = rows.filter((row) => (row.result as Partial<EvaluationResult>).scoreRange);
      return ranged.map(({ id, kind, createdAt, result }) => {
        const { scoreRange, sections } = result as EvaluationResult;
        return {
          id,
          kind: evaluationKindOf(kind),
          submittedAt: createdAt.toISOString(),
          scoreRange,
          sections,
        };
      });
    },
  };
}
