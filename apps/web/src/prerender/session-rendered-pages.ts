/**
 * A student's pages the server renders for each request, with the student's own data (decision
 * 048): the question to practise, the answers to review. They show it before the JavaScript has
 * arrived, as the public evaluations do; the data they were drawn from goes with them. By route:
 * the server renders a URL only when it matches one of them and carries no search (a filter or a
 * chosen question is left to the app).
 */
export const SESSION_RENDERED_PAGES = [
  {
    routeId: '/_authenticated/practice/$subModuleId',
    routeFile: 'src/routes/_authenticated/practice/$subModuleId.tsx',
  },
  {
    routeId: '/_authenticated/previously-answered',
    routeFile: 'src/routes/_authenticated/previously-answered.tsx',
  },
] as const;
