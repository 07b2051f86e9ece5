import type { Concept, Module } from '@academy/shared/catalog';
import type { Choice, Question } from '@academy/shared/questions';
import type { QuestionType } from '@academy/shared/practice';
import { passagePlainText, type Passage } from '@academy/shared/passage';
import { searchableText } from '@academy/shared/progress';
import { PREVIEW_ELLIPSIS, plainPreview, questionPreview } from '@academy/shared/question-preview';
import { choiceTextToHtml, mathTextToHtml, segmentsToHtml } from '@academy/shared/math-html';
import { precompress, type Precompressed } from '../../plugins/compression.ts';
import type { CatalogRepository, LoadedCatalog } from './repository.ts';

type QuestionRow = LoadedCatalog['questionRows'][number];

export interface StoredQuestion {
  row: QuestionRow;
  conceptIds: string[];
  /** The question and, for Reading and Writing, its passage: what the review's search reads. */
  searchText: string[];
  /** The public shape, built once: never holds the answer or the explanation. */
  public: Question;
  /** The math text the public shape leaves out, rendered at load (@academy/shared/math-html). */
  html: { correctAnswer: string; explanation: string; preview: string };
  /** A Reading and Writing card's preview as plain text (its name), from the passage. */
  passagePreview?: string;
}

export interface StoredSubmodule {
  _id: string;
  name: string;
  module: string;
  moduleName: string;
  imageUrl?: string;
  conceptIds: string[];
  questionIds: string[];
}

export interface ContentSnapshot {
  modules: Module[];
  submodules: StoredSubmodule[];
  submoduleById: Map<string, StoredSubmodule>;
  concepts: Concept[];
  conceptById: Map<string, Concept>;
  /** A concept's place in the bank's order, for listing a question's concepts. */
  conceptPosition: Map<string, number>;
  questionById: Map<string, StoredQuestion>;
  /** Questions that left the bank: never served, but still shown with their past answers. */
  retiredById: Map<string, StoredQuestion>;
}

/**
 * A question as stored, in the bank or retired from it: what was answered, reported or set in
 * a test stays as it was, and a student's answers to it stay theirs (their scores keep them).
 */
export const storedQuestion = (snapshot: ContentSnapshot, id: string): StoredQuestion | undefined =>
  snapshot.questionById.get(id) ?? snapshot.retiredById.get(id);

/** Lower case, one space between words: what the review's search compares a query with. */
/** A passage's words as a student remembers them: its texts and notes, marks removed. */
const passageSearchText = (passage: Passage) =>
  [...passage.texts.map((t) => passagePlainText(t.text)), ...(passage.notes ?? [])].join(' ');

/**
 * The review card's preview: its formulas inline, as a card shows one paragraph. Without MathML:
 * the card is a button named by the question's plain text, so its MathML would never be read,
 * and it was a third of the preview's bytes (a sixth of a review page's).
 */
function previewHtml(text: string): string {
  const { segments, truncated } = questionPreview(text);
  const html = segmentsToHtml(
    segments.map((s) => ({ ...s, display: false })),
    'none',
  );
  return truncated ? `${html}${PREVIEW_ELLIPSIS}` : html;
}

/**
 * What a Reading and Writing card previews: the start of its passage (its notes when it has
 * only notes). Its question is one of a few stock lines ("Which choice completes the text...")
 * that every card of a skill shares.
 */
function passageLead(passage: Passage): string {
  const first = passage.texts[0];
  if (!first) return (passage.notes ?? []).join(' ');
  return `${first.label ? `${first.label}: ` : ''}${passagePlainText(first.text)}`;
}

const withHtml = (choices: Omit<Choice, 'html'>[]): Choice[] =>
  choices.map((c) => ({ ...c, html: choiceTextToHtml(c.latex) }));

function buildSnapshot(data: LoadedCatalog): ContentSnapshot {
  const moduleName = new Map(data.moduleRows.map((m) => [m.id, m.name]));
  const submoduleRow = new Map(data.submoduleRows.map((s) => [s.id, s]));
  const concepts: Concept[] = data.conceptRows.map((c) => ({
    _id: c.id,
    name: c.name,
    description: c.description,
    subModule: submoduleRow.get(c.submoduleId)?.name ?? '',
    module: moduleName.get(submoduleRow.get(c.submoduleId)?.moduleId ?? '') ?? '',
  }));
  const conceptById = new Map(concepts.map((c) => [c._id, c]));

  const conceptsOf = new Map<string, string[]>();
  for (const link of data.links) {
    conceptsOf.set(link.questionId, [...(conceptsOf.get(link.questionId) ?? []), link.conceptId]);
  }

  const stored = (row: QuestionRow): StoredQuestion => {
    const conceptIds = conceptsOf.get(row.id) ?? [];
    const lead = row.passage ? passageLead(row.passage) : undefined;
    const hint = (kind: string) => (h: QuestionRow['hints'][number]) => ({
      _id: `${row.id}-${kind}${h.order}`,
      order: h.order,
      latex: h.latex,
      html: mathTextToHtml(h.latex),
      ...(h.image ? { image: h.image } : {}),
    });
    return {
      row,
      conceptIds,
      searchText: [
        searchableText(row.body),
        searchableText(row.bodyLatex),
        ...(row.passage ? [searchableText(passageSearchText(row.passage))] : []),
      ],
      html: {
        correctAnswer: mathTextToHtml(row.correctAnswerLatex),
        explanation: mathTextToHtml(row.explanationLatex),
        // A passage is prose: a dollar in it is a price, not math.
        preview: previewHtml(lead ? lead.replaceAll('$', '\\$') : row.bodyLatex),
      },
      ...(lead ? { passagePreview: plainPreview(lead) } : {}),
      public: {
        _id: row.id,
        subModule: row.submoduleId,
        body: row.body,
        bodyLatex: row.bodyLatex,
        bodyHtml: mathTextToHtml(row.bodyLatex),
        difficulty: row.difficulty,
        type: row.type as QuestionType,
        choices: withHtml(row.choices),
        ...(row.passage ? { passage: row.passage } : {}),
        ...(row.imageUrl ? { imageUrl: row.imageUrl } : {}),
        ...(row.imageUrl && row.imageAlt ? { imageAlt: row.imageAlt } : {}),
        imagePosition: row.imagePosition === 'bottom' ? 'bottom' : 'top',
        hints: row.hints.map(hint('h')),
        indepthHints: row.indepthHints.map(hint('s')),
        concepts: conceptIds.map((id) => ({ _id: id, name: conceptById.get(id)?.name ?? id })),
      },
    };
  };
  const questionById = new Map(data.questionRows.map((row) => [row.id, stored(row)]));
  const retiredById = new Map(data.retiredRows.map((row) => [row.id, stored(row)]));

  const submodules: StoredSubmodule[] = data.submoduleRows.map((s) => ({
    _id: s.id,
    name: s.name,
    module: s.moduleId,
    moduleName: moduleName.get(s.moduleId) ?? '',
    ...(s.imageUrl ? { imageUrl: s.imageUrl } : {}),
    conceptIds: data.conceptRows.filter((c) => c.submoduleId === s.id).map((c) => c.id),
    questionIds: data.questionRows.filter((q) => q.submoduleId === s.id).map((q) => q.id),
  }));

  return {
    modules: data.moduleRows.map((m) => ({ _id: m.id, name: m.name })),
    submodules,
    submoduleById: new Map(submodules.map((s) => [s._id, s])),
    concepts,
    conceptById,
    conceptPosition: new Map(concepts.map((c, index) => [c._id, index])),
    questionById,
    retiredById,
  };
}

const payloads = new WeakMap<Question, Precompressed>();

/**
 * A served question's JSON, compressed at most once per encoding for all its draws (its rendered
 * math makes it ten times its source's size, a tenth of that compressed); made on first use.
 */
export function publicPayload(question: Question): Precompressed {
  let payload = payloads.get(question);
  if (!payload) payloads.set(question, (payload = precompress(JSON.stringify(question))));
  return payload;
}

/**
 * The catalogue and question bank in memory: they change only on import, and every practice
 * call reads them. A poll of the bank version picks up an import made by another process.
 */
export function createContentStore(repo: CatalogRepository) {
  let snapshot: ContentSnapshot = buildSnapshot({
    moduleRows: [],
    submoduleRows: [],
    conceptRows: [],
    questionRows: [],
    retiredRows: [],
    links: [],
  });
  let loadedVersion: string | undefined;

  return {
    get: () => snapshot,
    async reload() {
      const version = await repo.version();
      snapshot = buildSnapshot(await repo.loadAll());
      loadedVersion = version;
    },
    async reloadIfChanged() {
      if ((await repo.version()) !== loadedVersion) await this.reload();
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
