import {
  ACADEMY as IDENTITY,
  readAcademyContact,
  type AcademyContactSettings,
} from '@academy/shared/academy';

// Set by vite.config.ts from the build's environment (decision 022); absent under vitest. A
// malformed value throws here, which fails the build when the pages are prerendered.
declare const __ACADEMY_CONTACT_SETTINGS__: AcademyContactSettings | undefined;

/** The academy as the site shows it: who it is, and the contact details it was built with. */
export const ACADEMY = {
  ...IDENTITY,
  ...readAcademyContact(
    typeof __ACADEMY_CONTACT_SETTINGS__ === 'object' ? __ACADEMY_CONTACT_SETTINGS__ : {},
  ),
};
