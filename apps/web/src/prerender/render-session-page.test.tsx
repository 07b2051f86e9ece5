import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionApi } from '@academy/shared/server-rendered';
import { setApiTransport } from '../lib/api-client';
import { renderSessionPage, renderingTransport } from './render-session-page';

// What leaves a student's page to the app's shell before anything is drawn. The pages drawn in
// full are checked in a browser (e2e/tests/server-rendered-practice.spec.ts).

const templates = {
  '/_authenticated/practice/$subModuleId': '<div id="root"></div>',
  '/_authenticated/previously-answered': '<div id="root"></div>',
};

const answering = (status: number, body: unknown) =>
  vi.fn<SessionApi>(async () => ({ status, body: JSON.stringify(body) }));

describe('a student page rendered on the server', () => {
  beforeAll(() => setApiTransport(renderingTransport));
  afterAll(() => setApiTransport());

  it('leaves a page with a search, or a page not drawn per session, to the shell', async () => {
    const api = answering(200, {});
    for (const url of ['/practice/algebra?concept=linear', '/progress', '/practice/review']) {
      expect(await renderSessionPage({ url, templates, api })).toHaveProperty('shell');
    }
    expect(api).not.toHaveBeenCalled();
  });

  it('leaves it to the shell when the session is not verified', async () => {
    const api = answering(401, { message: 'Not authenticated' });
    const rendered = await renderSessionPage({ url: '/practice/algebra', templates, api });
    expect(rendered).toEqual({ shell: 'no verified session' });
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith('/api/auth/verify');
  });
});
