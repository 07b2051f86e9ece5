// Where the workspace's links start. Apart from search.ts so the user menu, on every page,
// links here without loading the workspace's rules.
export const FIRST_STUDENTS = { sort: 'lastActive', page: 1 } as const;
export const FIRST_PAGE = { page: 1 } as const;
