/**
 * Fails on a user-facing string written in a component instead of its area's catalogue (issue 27, decision 36):
 * text between JSX tags, a string given to an attribute people read (aria-label, title, placeholder, alt, label…),
 * a string child in braces, and a string handed to a toast. It also fails on a catalogue (`texts.ts`, `*-texts.ts`)
 * that is not declared in both languages (defineTexts or defineFirstScreenTexts); a missing translation inside one
 * is a type error already. Usage: `tsx scripts/check-ui-texts.ts [paths…]` (default: apps/web/src).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');

/** Attributes whose value a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'heading',
  'subtitle',
  'message',
  'hint',
  'caption',
  'tooltip',
  'text',
  'emptyMessage',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
]);

const TOAST_CALLS = /^toast(\.(success|error|info|warning|message|loading))?$/;
const HAS_WORD = /\p{L}{2,}/u;
const URL_PREFIX = /^[a-z]+:\/\/$/;
const CATALOGUE = /(^|[-/])texts\.ts$/;
const BILINGUAL = /\b(defineTexts|defineFirstScreenTexts)\(/;

type TFinding = { file: string; line: number; text: string };

function filesUnder(path: string): string[] {
  return statSync(path).isDirectory() ? readdirSync(path).flatMap((entry) => filesUnder(join(path, entry))) : [path];
}

const isComponent = (path: string) => path.endsWith('.tsx') && !path.endsWith('.test.tsx');
// The catalogues' own machinery (lib/i18n) is not a catalogue.
const isCatalogue = (path: string) => CATALOGUE.test(path) && !path.includes('/lib/i18n/');

function isWritten(text: string | null): text is string {
  return text !== null && HAS_WORD.test(text) && !URL_PREFIX.test(text.trim());
}

function isReadAttribute(name: string): boolean {
  return READ_ATTRIBUTES.has(name) || /(Label|Text|Title|Message|Hint)$/.test(name);
}

function findingsOf(file: string): TFinding[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: TFinding[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push({ file: relative(ROOT, file), line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  // A template's own words count too (`Remove filter: ${label}`); its values are left out.
  const literalText = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
    return null;
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWritten(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression);
      if (isWritten(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && isReadAttribute(node.name.getText(source))) {
      const value = node.initializer;
      const text =
        literalText(value) ?? (value && ts.isJsxExpression(value) ? literalText(value.expression) : null) ?? null;
      if (isWritten(text)) report(node, `${node.name.getText(source)}="${text}"`);
    }
    if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText(source))) {
      const text = literalText(node.arguments[0]);
      if (isWritten(text)) report(node, `toast('${text}')`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

const paths = process.argv.slice(2);
const files = (paths.length > 0 ? paths : ['apps/web/src']).flatMap((path) => filesUnder(join(ROOT, path)));
const components = files.filter(isComponent);
const monolingualCatalogues = files
  .filter((file) => isCatalogue(file) && !BILINGUAL.test(readFileSync(file, 'utf8')))
  .map((file) => ({ file: relative(ROOT, file), line: 1, text: 'a catalogue in one language' }));
const findings = [...components.flatMap(findingsOf), ...monolingualCatalogues];
for (const finding of findings) console.error(`${finding.file}:${finding.line}  ${finding.text}`);
if (findings.length > 0) {
  console.error(
    `\n${findings.length} user-facing string(s) outside a bilingual catalogue: move them to the area's texts, in both languages.`,
  );
  process.exit(1);
}
console.log(`No user-facing string written in ${components.length} components; every catalogue is bilingual.`);
