import { vi } from 'vitest';

/**
 * A browser whose language is `locale` (the test runner's is en-US): a date formatted with no
 * locale named comes out in that language, as it would for that reader.
 */
export function browserLanguage(locale: string) {
  const original = Date.prototype.toLocaleDateString;
  return vi.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(function (
    this: Date,
    locales,
    options,
  ) {
    return original.call(this, locales ?? locale, options);
  });
}
