import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Question figures and submodule illustrations from the bank, at /content/figures|images. */
export async function registerContentAssets(app: FastifyInstance, contentDir: string) {
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
