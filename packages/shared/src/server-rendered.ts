// Pages the web build leaves to the server to render (issue 42): their first render needs data
// only the server has. The build writes them to the web's dist/<SERVER_RENDERED_DIR>/; the
// server reads this contract and never serves that folder.

export const SERVER_RENDERED_DIR = 'server-rendered';
export const SERVER_RENDERED_MANIFEST = 'pages.json';

/** A query the page's first render reads, and the call of the server's own API that answers it. */
export interface QuerySeed {
  queryKey: readonly unknown[];
  api: string;
}

/** A query's data as a server-rendered page's first render read it. */
export interface QuerySeedData {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface ServerRenderedManifest {
  /** The Node bundle, beside the manifest, that exports a ServerRenderer. */
  render: string;
  pages: { path: string; template: string; seeds: QuerySeed[] }[];
  /** A student's pages, rendered for each request with the student's data (decision 048). */
  sessionPages: { routeId: string; template: string }[];
}

/** A GET of the server's own API, made with the cookie of the request being rendered. */
export type SessionApi = (url: string) => Promise<{ status: number; body: string }>;

export interface SessionRenderRequest {
  /** The page asked for, path and search. */
  url: string;
  /** Each session page's template, by route id. */
  templates: Readonly<Record<string, string>>;
  api: SessionApi;
}

/** The page drawn for the student, or why the app's shell serves instead. */
export type SessionRendered = { html: string } | { shell: string };

export interface ServerRenderer {
  /** The page's whole HTML: its markup written into the template, with the data it was drawn from. */
  renderServerPage(
    template: string,
    path: string,
    seeds: readonly QuerySeedData[],
  ): Promise<string>;
  /** A student's page (`sessionPages`), drawn from the API's answers for the request's session. */
  renderSessionPage(request: SessionRenderRequest): Promise<SessionRendered>;
}
