import {
  DEFAULT_PRACTICE_SHEET,
  MAX_PRACTICE_SHEET,
  STUDENT_SORTS,
  type StudentSort,
} from '@academy/shared/tutor-search';
import type { StudentsSearch } from '../api/tutor-api';
import { optionalText } from '../../../lib/search-params';

const wholeNumber = (value: unknown, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The students list's address: ?q=&sort=&page=, anything odd read as the default. */
export const studentsSearch = (search: Record<string, unknown>): StudentsSearch => ({
  q: optionalText(search.q),
  sort: STUDENT_SORTS.includes(search.sort as StudentSort)
    ? (search.sort as StudentSort)
    : 'lastActive',
  page: wholeNumber(search.page, 1, 100_000, 1),
});

export const pageSearch = (search: Record<string, unknown>) => ({
  page: wholeNumber(search.page, 1, 100_000, 1),
});

export const briefSearch = (search: Record<string, unknown>) => ({
  practiceSheet: wholeNumber(search.practiceSheet, 0, MAX_PRACTICE_SHEET, DEFAULT_PRACTICE_SHEET),
});
