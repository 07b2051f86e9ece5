import type { QuestionType } from '@academy/shared/practice';
import type {
  AnsweredFilter,
  AnsweredQuestion,
  AnsweredQuestionsPage,
} from '@academy/shared/progress';
import type { ContentSnapshot, StoredQuestion } from '../catalog/content-store.ts';
import type { AnsweredInfo } from './progress-cache.ts';

interface Candidate {
  question: StoredQuestion;
  info: AnsweredInfo;
}

/** Whether a question passes the filter bar: module, submodule, any of the concepts, search. */
function matcher(snapshot: ContentSnapshot, filter: AnsweredFilter) {
  const concepts = filter.concepts?.length ? new Set(filter.concepts) : undefined;
  // Case-insensitive substring, like the ILIKE it replaces; wildcards typed are plain text.
  const search = filter.search ? filter.search.toLowerCase() : undefined;
  return ({ question }: Candidate) => {
    const { row } = question;
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
  | 'attempts'
>;
type QuestionPart = Omit<AnsweredQuestion, keyof OwnPart>;

// Each question's part serialised once per bank load: a page is mostly long texts, and escaping
// them for every user and page cost more than the rest of the call.
const questionPartJson = new WeakMap<ContentSnapshot, Map<string, string>>();

function questionJson(snapshot: ContentSnapshot, question: StoredQuestion): string {
  let bySnapshot = questionPartJson.get(snapshot);
  if (!bySnapshot) questionPartJson.set(snapshot, (bySnapshot = new Map()));
  const cached = bySnapshot.get(question.row.id);
  if (cached !== undefined) return cached;
  const { row } = question;
  const submodule = snapshot.submoduleById.get(row.submoduleId);
  const moduleName = snapshot.modules.find((m) => m._id === submodule?.module)?.name ?? '';
  const position = (id: string) => snapshot.conceptPosition.get(id) ?? Number.MAX_SAFE_INTEGER;
  const part: QuestionPart = {
    body: row.body,
    bodyLatex: row.bodyLatex,
    ...(row.imageUrl ? { imageUrl: row.imageUrl } : {}),
    ...(row.imageUrl && row.imageAlt ? { imageAlt: row.imageAlt } : {}),
    type: row.type as QuestionType,
    choices: row.choices,
    correctAnswer: row.correctAnswer,
    correctAnswerLatex: row.correctAnswerLatex,
    explanation: row.explanation,
    explanationLatex: row.explanationLatex,
    ...(row.explanationImage ? { explanationImage: row.explanationImage } : {}),
    module: moduleName,
    subModule: submodule?.name ?? '',
    difficulty: row.difficulty,
    concepts: [...question.conceptIds]
      .sort((a, b) => position(a) - position(b))
      .map((id) => ({ _id: id, name: snapshot.conceptById.get(id)?.name ?? id })),
  };
  // Without its braces, to be joined to the answerer's part.
  const json = JSON.stringify(part).slice(1, -1);
  bySnapshot.set(question.row.id, json);
  return json;
}

function answeredQuestionJson(snapshot: ContentSnapshot, c: Candidate): string {
  const own: OwnPart = {
    questionId: c.question.row.id,
    answeredAt: new Date(Math.floor(c.info.latestUs / 1000)).toISOString(),
    userAnswer: c.info.answer,
    isCorrect: c.info.isCorrect,
    pointsEarned: c.info.pointsEarned,
    timeSpentMs: c.info.timeSpentMs,
    attempts: c.info.attempts,
  };
  return `${JSON.stringify(own).slice(0, -1)},${questionJson(snapshot, c.question)}}`;
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
    const question = snapshot.questionById.get(questionId) ?? snapshot.retiredById.get(questionId);
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
 * question id); filtered and paged in memory from the user's cached summary and the bank, and
 * serialised (an AnsweredQuestionsPage). `generation` changes whenever the summary does (see
 * ProgressCache).
 */
export function answeredPageJson(
  snapshot: ContentSnapshot,
  answered: Map<string, AnsweredInfo>,
  generation: number,
  filter: AnsweredFilter,
): string {
  const sorted = sortedCandidates(snapshot, answered, generation);
  const filtering = Boolean(
    filter.module || filter.subModule || filter.concepts?.length || filter.search,
  );
  const matches = filtering ? sorted.filter(matcher(snapshot, filter)) : sorted;
  const offset = (filter.page - 1) * filter.limit;
  const total = matches.length;
  const pagination: AnsweredQuestionsPage['pagination'] = {
    page: filter.page,
    limit: filter.limit,
    total,
    totalPages: Math.ceil(total / filter.limit),
  };
  const questions = matches
    .slice(offset, offset + filter.limit)
    .map((c) => answeredQuestionJson(snapshot, c));
  return `{"questions":[${questions.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
}
