import { sql } from 'drizzle-orm';
import type { Columns } from '../../db/array-params.ts';
import type { ReviewCard } from './scheduler.ts';

// A card's schedule as the columns of review_cards, for statements that write many cards at once
// from arrays (array-params.ts): the names and the values in the same order.
const CARD_COLUMNS = [
  'due',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
  'last_review',
  'good_streak',
  'retired_at',
];

/** `due, stability, …` in a statement. */
export const cardColumnNames = sql.raw(CARD_COLUMNS.join(', '));

/** `due = v.due, …`: every schedule column set from the row `v`. */
export const setCardColumnsFromV = sql.raw(
  CARD_COLUMNS.map((name) => `${name} = v.${name}`).join(', '),
);

/** The schedule's values, read from each row's card, in the order of cardColumnNames. */
export function cardColumns<Row>(cardOf: (row: Row) => ReviewCard): Columns<Row> {
  return [
    [(r) => cardOf(r).due.toISOString(), 'timestamptz'],
    [(r) => cardOf(r).stability, 'float8'],
    [(r) => cardOf(r).difficulty, 'float8'],
    [(r) => cardOf(r).elapsed_days, 'integer'],
    [(r) => cardOf(r).scheduled_days, 'integer'],
    [(r) => cardOf(r).learning_steps, 'integer'],
    [(r) => cardOf(r).reps, 'integer'],
    [(r) => cardOf(r).lapses, 'integer'],
    [(r) => cardOf(r).state, 'smallint'],
    [(r) => cardOf(r).last_review?.toISOString() ?? null, 'timestamptz'],
    [(r) => cardOf(r).goodStreak, 'integer'],
    [(r) => cardOf(r).retiredAt?.toISOString() ?? null, 'timestamptz'],
  ];
}
