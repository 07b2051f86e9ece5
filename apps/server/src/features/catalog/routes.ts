import type { SubModule } from '@academy/shared/catalog';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { parseId } from '../../lib/ids.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ProgressService } from '../progress/service.ts';
import type { ContentStore, StoredSubmodule } from './content-store.ts';

const toSubModule = (s: StoredSubmodule, averageScore = 0): SubModule => ({
  _id: s._id,
  name: s.name,
  module: s.module,
  ...(s.imageUrl ? { imageUrl: s.imageUrl } : {}),
  averageScore,
  questionCount: s.questionIds.length,
});

export async function catalogRoutes(
  app: FastifyInstance,
  opts: { content: ContentStore; progress: ProgressService },
) {
  const { content, progress } = opts;
  // Catalogue reads and the caller's own scores need only who the caller is.
  app.addHook('preHandler', app.requireSignedIn);

  const findSubmodule = (rawId: string) => {
    const submodule = content.get().submoduleById.get(parseId(rawId));
    if (!submodule) throw notFound('Submodule not found');
    return submodule;
  };

  app.get('/modules', async () => content.get().modules);

  // Served from memory without scores: the filter bar and pickers need names only.
  app.get<{ Params: { id: string } }>('/modules/:id/submodules', async (request) => {
    const id = parseId(request.params.id);
    const snapshot = content.get();
    if (!snapshot.modules.some((m) => m._id === id)) throw notFound('Module not found');
    return snapshot.submodules.filter((s) => s.module === id).map((s) => toSubModule(s));
  });

  app.get('/modules/submodules', async (request) => {
    const averages = await progress.submoduleAverages(currentUser(request));
    return content.get().submodules.map((s) => toSubModule(s, averages.get(s._id) ?? 0));
  });

  app.get<{ Params: { id: string } }>('/modules/submodules/:id/concepts', async (request) => {
    const submodule = findSubmodule(request.params.id);
    const { conceptById } = content.get();
    return submodule.conceptIds.map((id) => conceptById.get(id)!);
  });

  app.get<{ Params: { id: string } }>('/modules/submodules/:id/concept-scores', async (request) =>
    progress.conceptScores(currentUser(request), findSubmodule(request.params.id)._id),
  );
}
