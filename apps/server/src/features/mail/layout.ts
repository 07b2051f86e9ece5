import { ACADEMY } from '@academy/shared/academy';
import { oneLine, type Block } from './format.ts';

// How every mail to a customer opens and ends, written once so each feature's mails agree.

/** "Dear Sam,", or "Hello," when the mail has no name to go on (a visitor gave none). */
export const greeting = (name: string | null | undefined): Block => {
  const shown = name ? oneLine(name) : '';
  return [shown ? `Dear ${shown},` : 'Hello,'];
};

/** The last line of a customer mail: the academy's name, under its contact line. */
export const signOff: Block = [ACADEMY.name];
