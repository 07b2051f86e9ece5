import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The academy's students and parents are American (SPEC §1): what the app says to them is
// spelled the American way ('Practice SAT questions', 'Checkout canceled'), whatever the code's
// comments and names say. This reads the text of the web app and of the shared package, where
// its messages live: JSX text and every string of more than one word (a single word is a key or
// a URL value, such as '/?booking=cancelled', not something a person reads).

const BRITISH =
  /\b(practis(e|ed|es|ing)|cancell(ed|ing)|colour(s|ed|ful)?|favourites?|organis(e|ed|es|ing|ation)|personalis(e|ed|es|ing|ation)|recognis(e|ed|es|ing)|realis(e|ed|es|ing)|summaris(e|ed|es|ing)|customis(e|ed|es|ing)|prioritis(e|ed|es|ing)|apologis(e|ed|es|ing)|memoris(e|ed|es|ing)|minimis(e|ed|es|ing)|maximis(e|ed|es|ing)|optimis(e|ed|es|ing)|emphasis(e|ed|es|ing)|analys(e|ed|es|ing)|behaviours?|centres?|catalogues?|labell(ed|ing)|modell(ed|ing)|travell(ed|ing|er|ers)|enrolment|fulfil(s|ment)?|judgement|learnt|whilst|amongst|programmes?|licence|honours?|neighbours?|cheques?|grey)\b/i;

const root = join(import.meta.dirname, '../../../..');
const SOURCES = ['apps/web/src', 'packages/shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text a person may read in one file: JSX text and strings of more than one word. */
function readableTexts(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (node.text.trim()) texts.push(node.text.trim());
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (/\S\s+\S/.test(node.text)) texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

describe('US spelling in what the app says', () => {
  it('finds none of the British forms in the web app and shared messages', () => {
    const found = SOURCES.flatMap((dir) => sourceFiles(join(root, dir))).flatMap((path) =>
      readableTexts(path)
        .filter((text) => BRITISH.test(text))
        .map((text) => `${relative(root, path)}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('tells the British forms from the American ones', () => {
    expect(BRITISH.test('Pick a topic to practise.')).toBe(true);
    expect(BRITISH.test('Checkout cancelled')).toBe(true);
    expect(BRITISH.test('The colour of the badge')).toBe(true);
    expect(BRITISH.test('Practice SAT and ACT questions')).toBe(false);
    expect(BRITISH.test('Subscription will be canceled at the end of the billing period')).toBe(
      false,
    );
  });
});
