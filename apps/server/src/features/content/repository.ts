import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  concepts,
  contentVersions,
  modules,
  questionConcepts,
  questions,
  submodules,
} from '../../db/schema/index.ts';
import { choiceMoves, moveStoredChoices } from './choice-moves.ts';
import type { BankRecords, QuestionRecord } from './records.ts';
import { yieldToEventLoop } from '../../lib/yield-to-event-loop.ts';

const CHUNK = 100;
// Several instances may start at once on PostgreSQL: one imports, the others wait and find
// nothing left to do.
const IMPORT_LOCK_KEY = 7_420_311;

async function inChunks<T>(items: T[], run: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) {
    await run(items.slice(i, i + CHUNK));
    await yieldToEventLoop();
  }
}

export interface ImportCounts {
  added: string[];
  changed: string[];
  kept: number;
  retired: string[];
}

export async function upsertBank(
  db: Db,
  records: BankRecords,
  options: { retireMissing: boolean; version?: { name: string; hash: string } },
): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    for (const m of records.modules) {
      await tx
        .insert(modules)
        .values(m)
        .onConflictDoUpdate({ target: modules.id, set: { name: m.name, position: m.position } });
    }
    for (const s of records.submodules) {
      await tx
        .insert(submodules)
        .values(s)
        .onConflictDoUpdate({
          target: submodules.id,
          set: { name: s.name, imageUrl: s.imageUrl, position: s.position, moduleId: s.moduleId },
        });
    }
    await inChunks(records.concepts, async (chunk) => {
      for (const c of chunk) {
        await tx
          .insert(concepts)
          .values(c)
          .onConflictDoUpdate({
            target: concepts.id,
            set: {
              name: c.name,
              description: c.description,
              position: c.position,
              submoduleId: c.submoduleId,
            },
          });
      }
    });

    const existing = new Map(
      (
        await tx
          .select({
            id: questions.id,
            hash: questions.contentHash,
            retiredAt: questions.retiredAt,
            choices: questions.choices,
          })
          .from(questions)
      ).map((q) => [q.id, q]),
    );
    const added: QuestionRecord[] = [];
    const changed: QuestionRecord[] = [];
    let kept = 0;
    for (const q of records.questions) {
      const before = existing.get(q.id);
      if (!before) added.push(q);
      else if (before.hash !== q.contentHash || before.retiredAt) changed.push(q);
      else kept += 1;
    }

    const row = ({ conceptIds: _conceptIds, ...rest }: QuestionRecord) => ({
      ...rest,
      retiredAt: null,
      updatedAt: new Date(),
    });
    await inChunks(added, (chunk) => tx.insert(questions).values(chunk.map(row)));
    await inChunks(changed, async (chunk) => {
      for (const q of chunk) {
        const { id: _id, ...values } = row(q);
        await tx.update(questions).set(values).where(eq(questions.id, q.id));
      }
    });
    await moveStoredChoices(
      tx,
      changed.flatMap((q) => choiceMoves(q.id, existing.get(q.id)!.choices, q.choices ?? [])),
    );
    const touched = [...added, ...changed];
    await inChunks(touched, async (chunk) => {
      await tx.delete(questionConcepts).where(
        inArray(
          questionConcepts.questionId,
          chunk.map((q) => q.id),
        ),
      );
      await tx
        .insert(questionConcepts)
        .values(
          chunk.flatMap((q) => q.conceptIds.map((conceptId) => ({ questionId: q.id, conceptId }))),
        );
    });

    let retired: string[] = [];
    if (options.retireMissing) {
      const present = records.questions.map((q) => q.id);
      retired = (
        await tx
          .update(questions)
          .set({ retiredAt: new Date() })
          .where(
            and(
              isNull(questions.retiredAt),
              present.length ? notInArray(questions.id, present) : undefined,
            ),
          )
          .returning({ id: questions.id })
      ).map((r) => r.id);
    }
    if (options.version) {
      await tx
        .insert(contentVersions)
        .values({ ...options.version, importedAt: new Date() })
        .onConflictDoUpdate({
          target: contentVersions.name,
          set: { hash: options.version.hash, importedAt: new Date() },
        });
    }
    return { added: added.map((q) => q.id), changed: changed.map((q) => q.id), kept, retired };
  });
}

export async function storedVersion(db: Db, name: string) {
  return (await db.select().from(contentVersions).where(eq(contentVersions.name, name)))[0]?.hash;
}
