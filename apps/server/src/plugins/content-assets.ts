import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const contentDir = resolve(import.meta.dirname, '../../content');

/** Question figures and submodule illustrations from the bank, at /content/figures|images. */
export async function registerContentAssets(app: FastifyInstance) {
  for (const folder of ['figures', 'images']) {
    await app.register(fastifyStatic, {
      root: resolve(contentDir, folder),
      prefix: `/content/${folder}/`,
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
    });
  }
}
