import { asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  concepts,
  contentVersions,
  modules,
  questionConcepts,
  questions,
  submodules,
} from '../../db/schema/index.ts';

export function createCatalogRepository(db: Db) {
  return {
    async loadAll() {
      const [moduleRows, submoduleRows, conceptRows, questionRows, retiredRows, links] =
        await Promise.all([
          db.select().from(modules).orderBy(asc(modules.position)),
          db.select().from(submodules).orderBy(asc(submodules.position)),
          db.select().from(concepts).orderBy(asc(concepts.position)),
          db
            .select()
            .from(questions)
            .where(isNull(questions.retiredAt))
            .orderBy(asc(questions.position)),
          // Retired questions are never served, but answers to them stay in the review list.
          db.select().from(questions).where(isNotNull(questions.retiredAt)),
          db.select().from(questionConcepts),
        ]);
      return { moduleRows, submoduleRows, conceptRows, questionRows, retiredRows, links };
    },

    async version() {
      return (
        await db
          .select({ hash: contentVersions.hash })
          .from(contentVersions)
          .where(eq(contentVersions.name, 'bank'))
      )[0]?.hash;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type LoadedCatalog = Awaited<ReturnType<CatalogRepository['loadAll']>>;
