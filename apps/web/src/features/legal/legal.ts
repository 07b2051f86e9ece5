/** The legal pages, in the order the footer lists them. */
export const LEGAL_PAGES = {
  terms: { path: '/terms', title: 'Terms of Service' },
  privacy: { path: '/privacy', title: 'Privacy Policy' },
  refunds: { path: '/refunds', title: 'Refund Policy' },
} as const;

/** When the texts last changed: shown on each page, changed with them. */
export const LEGAL_LAST_UPDATED = { iso: '2026-12-06', label: 'December 6, 2026' } as const;
