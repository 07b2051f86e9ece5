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

function toAnsweredQuestion(snapshot: ContentSnapshot, c: Candidate): AnsweredQuestion {
  const { row } = c.question;
  const submodule = snapshot.submoduleById.get(row.submoduleId);
  const moduleName = snapshot.modules.find((m) => m._id === submodule?.module)?.name ?? '';
  const position = (id: string) => snapshot.conceptPosition.get(id) ?? Number.MAX_SAFE_INTEGER;
  return {
    questionId: row.id,
    answeredAt: new Date(Math.floor(c.info.latestUs / 1000)).toISOString(),
    body: row.body,
    bodyLatex: row.bodyLatex,
    ...(row.imageUrl ? { imageUrl: row.imageUrl } : {}),
    type: row.type as QuestionType,
    choices: row.choices,
    correctAnswer: row.correctAnswer,
    correctAnswerLatex: row.correctAnswerLatex,
    userAnswer: c.info.answer,
    isCorrect: c.info.isCorrect,
    explanation: row.explanation,
    explanationLatex: row.explanationLatex,
    ...(row.explanationImage ? { explanationImage: row.explanationImage } : {}),
    module: moduleName,
    subModule: submodule?.name ?? '',
    difficulty: row.difficulty,
    pointsEarned: c.info.pointsEarned,
    timeSpentMs: c.info.timeSpentMs,
    attempts: c.info.attempts,
    concepts: [...c.question.conceptIds]
      .sort((a, b) => position(a) - position(b))
      .map((id) => ({ _id: id, name: snapshot.conceptById.get(id)?.name ?? id })),
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
 * question id); filtered and paged in memory from the user's cached summary and the bank.
 * `generation` changes whenever the summary does (see ProgressCache).
 */
export function answeredPage(
  snapshot: ContentSnapshot,
  answered: Map<string, AnsweredInfo>,
  generation: number,
  filter: AnsweredFilter,
): AnsweredQuestionsPage {
  const sorted = sortedCandidates(snapshot, answered, generation);
  const filtering = Boolean(
    filter.module || filter.subModule || filter.concepts?.length || filter.search,
  );
  const matches = filtering ? sorted.filter(matcher(snapshot, filter)) : sorted;
  const offset = (filter.page - 1) * filter.limit;
  const total = matches.length;
  return {
    questions: matches
      .slice(offset, offset + filter.limit)
      .map((c) => toAnsweredQuestion(snapshot, c)),
    pagination: {
      page: filter.page,
      limit: filter.limit,
      total,
      totalPages: Math.ceil(total / filter.limit),
    },
  };
}
