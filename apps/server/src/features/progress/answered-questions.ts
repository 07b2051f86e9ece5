import type { QuestionType } from '@academy/shared/practice';
import {
  searchableText,
  type AnsweredFilter,
  type AnsweredQuestion,
  type AnsweredQuestionDetail,
  type AnsweredQuestionsPage,
  type AnsweredResult,
} from '@academy/shared/progress';
import { keptPart, type BodyPart, type KeptPart } from '../../plugins/compression.ts';
import {
  storedQuestion,
  type ContentSnapshot,
  type StoredQuestion,
} from '../catalog/content-store.ts';
import { rightFirstTime, type AnsweredInfo, type OpenFlags } from './progress-records.ts';

interface Candidate {
  question: StoredQuestion;
  info: AnsweredInfo;
}

/**
 * The try on which a question was first answered right. A right first attempt that earned
 * nothing came after a wrong first check whose record was lost (decision 003): that check was
 * try 1, so the right answer was try 2.
 */
export function correctOnTry(info: AnsweredInfo): number | null {
  if (rightFirstTime(info)) return 1;
  if (info.firstRightAttempt === 1) return 2;
  return info.firstRightAttempt;
}

const resultMatches: Record<AnsweredResult, (info: AnsweredInfo) => boolean> = {
  'missed-first': (info) => !rightFirstTime(info),
  incorrect: (info) => !info.isCorrect,
  correct: (info) => info.isCorrect,
};

/**
 * Whether a question passes the filter bar: module, submodule, any of the concepts, search,
 * result and flagged.
 */
function matcher(snapshot: ContentSnapshot, filter: AnsweredFilter, flags: OpenFlags) {
  const result = filter.result ? resultMatches[filter.result] : undefined;
  const concepts = filter.concepts?.length ? new Set(filter.concepts) : undefined;
  // Case-insensitive substring, like the ILIKE it replaces; wildcards typed are plain text, and
  // quotes and dashes are compared in one form each (searchableText).
  const search = filter.search ? searchableText(filter.search) : undefined;
  return ({ question, info }: Candidate) => {
    const { row } = question;
    if (result && !result(info)) return false;
    if (filter.flagged !== undefined && flags.has(row.id) !== filter.flagged) return false;
    if (filter.subModule && row.submoduleId !== filter.subModule) return false;
    if (filter.module && snapshot.submoduleById.get(row.submoduleId)?.module !== filter.module) {
      return false;
    }
    if (concepts && !question.conceptIds.some((id) => concepts.has(id))) return false;
    if (search && !question.searchText.some((text) => text.includes(search))) return false;
    return true;
  };
}

/** What is the answerer's own in a review entry; the rest is the question's, whoever answered. */
type OwnPart = Pick<
  AnsweredQuestion,
  | 'questionId'
  | 'answeredAt'
  | 'userAnswer'
  | 'isCorrect'
  | 'pointsEarned'
  | 'timeSpentMs'
  | 'inTimedTest'
  | 'attempts'
  | 'firstAttemptCorrect'
  | 'correctOnTry'
  | 'flag'
>;
type QuestionPart = Omit<AnsweredQuestion, keyof OwnPart>;

function questionPart(snapshot: ContentSnapshot, question: StoredQuestion): QuestionPart {
  const { row } = question;
  const submodule = snapshot.submoduleById.get(row.submoduleId);
  const moduleName = snapshot.modules.find((m) => m._id === submodule?.module)?.name ?? '';
  const position = (id: string) => snapshot.conceptPosition.get(id) ?? Number.MAX_SAFE_INTEGER;
  return {
    body: row.body,
    bodyLatex: row.bodyLatex,
    previewHtml: question.html.preview,
    ...(question.passagePreview ? { passagePreview: question.passagePreview } : {}),
    ...(row.imageUrl ? { imageUrl: row.imageUrl } : {}),
    ...(row.imageUrl && row.imageAlt ? { imageAlt: row.imageAlt } : {}),
    type: row.type as QuestionType,
    // The sources only: a choice's rendering is most of its size (decision 043).
    choices: question.public.choices.map(({ id, latex, text }) => ({ id, latex, text })),
    correctAnswer: row.correctAnswer,
    correctAnswerLatex: row.correctAnswerLatex,
    explanation: row.explanation,
    explanationLatex: row.explanationLatex,
    ...(row.explanationImage ? { explanationImage: row.explanationImage } : {}),
    module: moduleName,
    subModule: submodule?.name ?? '',
    subModuleId: row.submoduleId,
    ...(snapshot.questionById.has(row.id) ? {} : { retired: true }),
    difficulty: row.difficulty,
    concepts: [...question.conceptIds]
      .sort((a, b) => position(a) - position(b))
      .map((id) => ({ _id: id, name: snapshot.conceptById.get(id)?.name ?? id })),
  };
}

// Each question's part serialised, encoded and hashed once per bank load: a page is mostly long
// texts, and escaping them, joining them, encoding and hashing the result for every user and page
// cost more than the rest of the call.
const keptQuestionParts = new WeakMap<ContentSnapshot, Map<string, KeptPart>>();

function keptQuestionPart(snapshot: ContentSnapshot, question: StoredQuestion): KeptPart {
  let bySnapshot = keptQuestionParts.get(snapshot);
  if (!bySnapshot) keptQuestionParts.set(snapshot, (bySnapshot = new Map()));
  const cached = bySnapshot.get(question.row.id);
  if (cached !== undefined) return cached;
  // Without its braces, to follow the answerer's part.
  const kept = keptPart(Buffer.from(JSON.stringify(questionPart(snapshot, question)).slice(1, -1)));
  bySnapshot.set(question.row.id, kept);
  return kept;
}

function ownPart(question: StoredQuestion, info: AnsweredInfo, flags: OpenFlags): OwnPart {
  return {
    questionId: question.row.id,
    answeredAt: new Date(Math.floor(info.latestUs / 1000)).toISOString(),
    userAnswer: info.answer,
    isCorrect: info.isCorrect,
    pointsEarned: info.pointsEarned,
    timeSpentMs: info.timeSpentMs,
    inTimedTest: info.inTimedTest,
    attempts: info.attempts,
    firstAttemptCorrect: rightFirstTime(info),
    correctOnTry: correctOnTry(info),
    flag: flags.get(question.row.id) ?? null,
  };
}

/**
 * One answered question as its opened card shows it: the list entry with the passage and every
 * math field rendered; undefined when the user never answered it (or it is in no bank).
 */
export function answeredDetail(
  snapshot: ContentSnapshot,
  answered: Map<string, AnsweredInfo>,
  questionId: string,
  flags: OpenFlags,
): AnsweredQuestionDetail | undefined {
  const info = answered.get(questionId);
  const question = storedQuestion(snapshot, questionId);
  if (!info || !question) return undefined;
  const { row } = question;
  return {
    ...ownPart(question, info, flags),
    ...questionPart(snapshot, question),
    ...(row.passage ? { passage: row.passage } : {}),
    bodyHtml: question.public.bodyHtml,
    imagePosition: question.public.imagePosition,
    choices: question.public.choices,
    correctAnswerHtml: question.html.correctAnswer,
    explanationHtml: question.html.explanation,
  };
}

interface SortedMemo {
  generation: number;
  snapshot: ContentSnapshot;
  sorted: Candidate[];
}
// Keyed by the user's cached summary: a write changes it in place and bumps the generation.
const sortedMemos = new WeakMap<Map<string, AnsweredInfo>, SortedMemo>();

/** Every answered question, newest first (ties by question id), sorted once per change. */
function sortedCandidates(
  snapshot: ContentSnapshot,
  answered: Map<string, AnsweredInfo>,
  generation: number,
): Candidate[] {
  const memo = sortedMemos.get(answered);
  if (memo && memo.generation === generation && memo.snapshot === snapshot) return memo.sorted;
  const sorted: Candidate[] = [];
  for (const [questionId, info] of answered) {
    const question = storedQuestion(snapshot, questionId);
    if (question) sorted.push({ question, info });
  }
  sorted.sort(
    (a, b) =>
      b.info.latestUs - a.info.latestUs ||
      (a.question.row.id < b.question.row.id ? -1 : a.question.row.id > b.question.row.id ? 1 : 0),
  );
  sortedMemos.set(answered, { generation, snapshot, sorted });
  return sorted;
}

/**
 * One entry per question with a first attempt, showing its latest attempt, newest first (ties by
 * question id); filtered and paged in memory from the user's cached summary, open flags and the
 * bank, and serialised (an AnsweredQuestionsPage) as the parts it is joined from: each question's
 * part is kept encoded per bank load, and the answerer's parts are left as strings, so a page
 * allocates no buffer of its own. `generation` changes whenever the summary does (see
 * ProgressCache).
 */
export function answeredPageParts(
  snapshot: ContentSnapshot,
  answered: Map<string, AnsweredInfo>,
  generation: number,
  filter: AnsweredFilter,
  flags: OpenFlags,
): BodyPart[] {
  const sorted = sortedCandidates(snapshot, answered, generation);
  const filtering = Boolean(
    filter.module ||
    filter.subModule ||
    filter.concepts?.length ||
    filter.search ||
    filter.result ||
    filter.flagged !== undefined,
  );
  const matches = filtering ? sorted.filter(matcher(snapshot, filter, flags)) : sorted;
  const offset = (filter.page - 1) * filter.limit;
  const total = matches.length;
  const pagination: AnsweredQuestionsPage['pagination'] = {
    page: filter.page,
    limit: filter.limit,
    total,
    totalPages: Math.ceil(total / filter.limit),
  };
  // Each entry is the answerer's part, left open, then the question's part and a closing brace.
  const entries = matches
    .slice(offset, offset + filter.limit)
    .flatMap((c, i) => [
      `${i === 0 ? '' : ','}${JSON.stringify(ownPart(c.question, c.info, flags)).slice(0, -1)},`,
      keptQuestionPart(snapshot, c.question),
      '}',
    ]);
  return ['{"questions":[', ...entries, `],"pagination":${JSON.stringify(pagination)}}`];
}
