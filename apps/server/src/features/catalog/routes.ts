import type { SubModule } from '@academy/shared/catalog';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { parseId } from '../../lib/ids.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ProgressService } from '../progress/service.ts';
import type { ContentSnapshot, ContentStore, StoredSubmodule } from './content-store.ts';

const CATALOGUE_CACHE = 'private, max-age=300';

const toSubModule = (
  s: StoredSubmodule,
  progress?: { averageScore: number; answered: number },
): SubModule => ({
  _id: s._id,
  name: s.name,
  module: s.module,
  moduleName: s.moduleName,
  ...(s.imageUrl ? { imageUrl: s.imageUrl } : {}),
  averageScore: progress?.averageScore ?? 0,
  questionCount: s.questionIds.length,
  ...(progress ? { answered: progress.answered } : {}),
});

// A module's submodule list as sent, serialised once per bank load: the pickers ask for it often
// and it changes only on import.
const submoduleLists = new WeakMap<ContentSnapshot, Map<string, string>>();

function submoduleListJson(snapshot: ContentSnapshot, moduleId: string): string {
  let byModule = submoduleLists.get(snapshot);
  if (!byModule) submoduleLists.set(snapshot, (byModule = new Map()));
  let json = byModule.get(moduleId);
  if (json === undefined) {
    const list = snapshot.submodules
      .filter((s) => s.module === moduleId)
      .map((s) => toSubModule(s));
    byModule.set(moduleId, (json = JSON.stringify(list)));
  }
  return json;
}

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

  // The same for every signed-in user and changed only by an import: the browser may reuse it
  // for a few minutes; private, because only a signed-in caller may read it (decision 018).
  const cacheable = (reply: FastifyReply) => reply.header('cache-control', CATALOGUE_CACHE);

  app.get('/modules', async (_request, reply) => {
    cacheable(reply);
    return content.get().modules;
  });

  // Served from memory without scores: the filter bar and pickers need names only.
  app.get<{ Params: { id: string } }>('/modules/:id/submodules', async (request, reply) => {
    const id = parseId(request.params.id);
    const snapshot = content.get();
    if (!snapshot.modules.some((m) => m._id === id)) throw notFound('Module not found');
    cacheable(reply).type('application/json');
    return submoduleListJson(snapshot, id);
  });

  app.get('/modules/submodules', async (request) => {
    const averages = await progress.submoduleAverages(currentUser(request));
    return content
      .get()
      .submodules.map((s) =>
        toSubModule(s, averages.get(s._id) ?? { averageScore: 0, answered: 0 }),
      );
  });

  app.get<{ Params: { id: string } }>(
    '/modules/submodules/:id/concepts',
    async (request, reply) => {
      const submodule = findSubmodule(request.params.id);
      cacheable(reply);
      const { conceptById } = content.get();
      return submodule.conceptIds.map((id) => conceptById.get(id)!);
    },
  );

  app.get<{ Params: { id: string } }>('/modules/submodules/:id/concept-scores', async (request) =>
    progress.conceptScores(currentUser(request), findSubmodule(request.params.id)._id),
  );
}
