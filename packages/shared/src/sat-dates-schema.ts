// The tutor's list of SAT dates (PUT /api/tutor/sat-dates): the page checks it with the
// browser's today, the server with its own.
import { z } from 'zod';
import { SAT_DATES_MAX, satDateMessages } from './sat-dates.ts';

const satDateSchema = (today: string) =>
  z
    .object(
      {
        // A blank or unreadable date is not also "in the past": the check stops at the first.
        date: z.iso
          .date({ error: satDateMessages.dateInvalid, abort: true })
          .refine((d) => d >= today, { error: satDateMessages.datePast }),
        // Blank, as an empty date field sends it, is "not known yet".
        registrationDeadline: z
          .union([z.literal(''), z.iso.date({ error: satDateMessages.deadlineInvalid })], {
            error: satDateMessages.deadlineInvalid,
          })
          .nullish()
          .transform((v) => v || null),
      },
      { error: satDateMessages.dateInvalid },
    )
    .refine((d) => d.registrationDeadline === null || d.registrationDeadline < d.date, {
      error: satDateMessages.deadlineAfterTest,
      path: ['registrationDeadline'],
    });

/** The whole list, against `today` (a Dallas day); it replaces the dates from today on. */
export const satDatesSchema = (today: string) =>
  z.object({
    dates: z
      .array(satDateSchema(today), { error: 'dates must be a list' })
      .max(SAT_DATES_MAX, { error: satDateMessages.tooMany })
      .superRefine((dates, ctx) => {
        const seen = new Set<string>();
        dates.forEach((d, index) => {
          if (seen.has(d.date)) {
            ctx.addIssue({
              code: 'custom',
              message: satDateMessages.duplicate,
              path: [index, 'date'],
            });
          }
          seen.add(d.date);
        });
      }),
  });
export type SatDatesInput = z.input<ReturnType<typeof satDatesSchema>>;
