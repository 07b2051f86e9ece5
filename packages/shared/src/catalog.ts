// Catalogue shapes of SPEC §3 as the API sends them (`_id` as in the spec).
import type { MasteryLevel } from './mastery.ts';

export interface Module {
  _id: string;
  name: string;
}

export interface SubModule {
  _id: string;
  name: string;
  module: string;
  /** The module's name, so a list of submodules can be shown under its modules' names. */
  moduleName: string;
  imageUrl?: string;
  /** 0–10, one decimal: the mean of the submodule's concept scores for the signed-in user. */
  averageScore: number;
  questionCount: number;
  /** Questions of the submodule the signed-in user answered at least once (sent with scores). */
  answered?: number;
}

export interface Concept {
  _id: string;
  name: string;
  description: string;
  module: string;
  subModule: string;
}

export interface ConceptScore {
  concept: string;
  /** 0–10, one decimal: the concept's mastery estimate from its first attempts (decision 029). */
  score: number;
  /**
   * Questions of the concept (in this submodule) answered at least once, and how many there are:
   * both count only questions still in the bank, so "done" never passes the total.
   */
  answered: number;
  total: number;
  /**
   * The level (mastery.ts) of the score and of every answer behind it, those to questions since
   * retired from the bank included: the score keeps them, so its level does too.
   */
  level: MasteryLevel;
}

/** Stable ids are the bank's kebab-case slugs. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ID_MAX_LENGTH = 80;
export const isValidId = (id: string) => id.length <= ID_MAX_LENGTH && ID_PATTERN.test(id);

/** Scores show with one decimal; bars fill to score/10, never past 100%. */
export const MAX_SCORE = 10;
export const formatScore = (score: number) => score.toFixed(1);
export const scoreFillPercent = (score: number) =>
  Math.max(0, Math.min(100, (score / MAX_SCORE) * 100));
/** The submodule card's wave: 5% high at 0, 25% at a perfect 10. */
export const waveHeightPercent = (averageScore: number) =>
  5 + (Math.max(0, Math.min(MAX_SCORE, averageScore)) / MAX_SCORE) * 20;
