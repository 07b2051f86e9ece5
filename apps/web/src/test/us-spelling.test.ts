import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findBritishSpelling } from '@academy/shared/us-spelling';

// What the app says to its students and parents is spelled the American way (the list lives in
// packages/shared), whatever the code's comments and names say. This reads the text of the web
// app and of the shared package, where its messages live: JSX text and every string of more
// than one word (a single word is a key or a URL value, such as '/?booking=cancelled', not
// something a person reads).

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
        .filter((text) => findBritishSpelling(text))
        .map((text) => `${relative(root, path)}: ${text}`),
    );
    expect(found).toEqual([]);
    // It parses every source file of the app: seconds on a busy machine, not a hang.
  }, 30_000);
});
