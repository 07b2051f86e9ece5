import { ACADEMY } from './academy';

// What search results and shared links show under each public page's title. Pages a crawler
// cannot reach (a student's, the tutor's) keep the site's. The server writes the description
// into the HTML of the page asked for and the web build into the pages it renders; the app
// does not change it as it moves between pages, which only a reader of the first page's HTML
// (a crawler, a link preview) would see.

/** The site's description, and the landing page's. */
export const SITE_DESCRIPTION =
  'SAT and ACT preparation with practice by topic, hints, explanations and tutor-led sessions.';

const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/pricing': `Plans for SAT practice at ${ACADEMY.name}: a Monthly, Quarterly or Yearly subscription, or a one-time pass, for practice with hints and explanations.`,
  '/evaluation':
    'A free SAT Math evaluation: answer questions of every domain, see an estimated score range and get free feedback from our experts. No account needed.',
  '/evaluation/reading-writing':
    'A free SAT Reading and Writing evaluation: answer questions of every domain, see an estimated score range and get free feedback from our experts.',
  '/about': `${ACADEMY.name} in Dallas: personalized SAT and ACT preparation led by ${ACADEMY.tutorName}, a PhD and former teaching professor.`,
  '/contact': `Contact ${ACADEMY.name} in Dallas by email or phone, or visit us: questions about plans, tutor sessions and SAT preparation.`,
  '/signup': `Create your ${ACADEMY.name} account to practice SAT questions by topic with hints and explanations, and follow your progress.`,
  '/login': `Sign in to ${ACADEMY.name} to practice, review your mistakes and see your progress.`,
  '/privacy': `How ${ACADEMY.name} collects, uses and protects the information of students and parents.`,
  '/terms': `The terms of use of ${ACADEMY.name}’s website, plans and tutor sessions.`,
  '/refunds': `How refunds of ${ACADEMY.name}’s plans, passes and tutor sessions work.`,
};

/** The description of a page by its path (without its query); a trailing slash is the same page. */
export const descriptionOf = (pathname: string): string =>
  PAGE_DESCRIPTIONS[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname] ??
  SITE_DESCRIPTION;

const DESCRIPTION_TAG = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An HTML page whose description tag (the built index.html's, or a new one) says `description`. */
export function withDescription(html: string, description: string): string {
  const tag = `<meta name="description" content="${escapeAttribute(description)}" />`;
  return DESCRIPTION_TAG.test(html)
    ? html.replace(DESCRIPTION_TAG, () => tag)
    : html.replace('</head>', () => `${tag}</head>`);
}
