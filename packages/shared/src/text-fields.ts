// zod fields for names and contacts, cleaned with plain-text.ts before any rule reads them.
import { z } from 'zod';
import { HAS_LETTER, plainText } from './plain-text.ts';

interface NameMessages {
  required: string;
  tooLong: string;
  noLetter: string;
}

/** A required name: one clean line, at most `max` characters, with a letter in it. */
export const nameField = (max: number, messages: NameMessages) =>
  z
    .string({ error: messages.required })
    .transform(plainText)
    .pipe(
      z
        .string()
        .min(1, { error: messages.required, abort: true })
        .max(max, { error: messages.tooLong })
        .regex(HAS_LETTER, { error: messages.noLetter }),
    );

/** An optional name: absent, null or blank is "not given"; anything else is a name. */
export const optionalNameField = (max: number, messages: Omit<NameMessages, 'required'>) =>
  z
    .string()
    .transform(plainText)
    .pipe(
      z
        .string()
        .max(max, { error: messages.tooLong })
        .refine((v) => v === '' || HAS_LETTER.test(v), { error: messages.noLetter }),
    )
    .nullish()
    .transform((v) => v || undefined);

/** Free text on one clean line (a contact, a phone number), before its own rules. */
export const cleanTextField = (requiredMessage?: string) =>
  z.string(requiredMessage ? { error: requiredMessage } : undefined).transform(plainText);
