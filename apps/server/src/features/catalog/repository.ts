import { asc, eq, isNull } from 'drizzle-orm';
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
      const [moduleRows, submoduleRows, conceptRows, questionRows, links] = await Promise.all([
        db.select().from(modules).orderBy(asc(modules.position)),
        db.select().from(submodules).orderBy(asc(submodules.position)),
        db.select().from(concepts).orderBy(asc(concepts.position)),
        db
          .select()
          .from(questions)
          .where(isNull(questions.retiredAt))
          .orderBy(asc(questions.position)),
        db.select().from(questionConcepts),
      ]);
      return { moduleRows, submoduleRows, conceptRows, questionRows, links };
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
