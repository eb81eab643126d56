/**
 * No literal user-visible text outside t(): every component (non-test `pwa/src/**\/*.tsx`) is
 * parsed with the TypeScript compiler and the test lists file:line of
 *  - JSX text containing a letter (any script): `<p>Save</p>`, `<p>সংরক্ষণ</p>`;
 *  - a string with a letter shown as a child: `{'Save'}`, `{busy ? 'Saving' : 'Save'}`;
 *  - a string with a letter given to a user-visible attribute or prop: aria-label, placeholder,
 *    title, alt, label, description, ... (directly or through a condition).
 * Language names ('English', 'বাংলা') are written in their own language on purpose; they live in
 * `LANGUAGE_NAMES` (lib/language-choice.ts, not a component) and so are not literals here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/** Attributes and props whose value a person sees or hears (screen readers included). */
const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'caption',
  'message',
  'text',
  'hint',
  'helpText',
  'emptyText',
  'emptyMessage',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'busyLabel',
  'tooltip',
  'legend',
  'subtitle',
  'summary',
]);
const isVisibleProp = (name: string) => VISIBLE_PROPS.has(name) || /(Label|Text|Title|Message|Placeholder|Description|Heading)$/.test(name);

/**
 * Text that is not a word in any language: symbols and punctuation only (✕, →, •, ·, …, —).
 * A string "has a letter" when it holds a Unicode letter; Bengali letters count.
 */
const hasLetter = (s: string) => /\p{L}/u.test(s);

/** Narrow exceptions, each with its reason: `file` relative to pwa/src, `text` the exact literal. */
const ALLOWED: { file: string; text: string; why: string }[] = [
  { file: 'features/admin-settings/components/settings-form.tsx', text: 'https://', why: 'the form of a web address, the same in every language' },
];

function componentFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'locales') out.push(...componentFiles(full));
    } else if (entry.name.endsWith('.tsx') && !/\.test\.tsx$|\.test-utils\.tsx$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The string literals an expression can evaluate to directly (through ?:, &&, ||, ??, parentheses). */
function resultStrings(e: ts.Expression): ts.Expression[] {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e];
  if (ts.isTemplateExpression(e)) return [e];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) return resultStrings(e.expression);
  if (ts.isConditionalExpression(e)) return [...resultStrings(e.whenTrue), ...resultStrings(e.whenFalse)];
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return resultStrings(e.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) return [...resultStrings(e.left), ...resultStrings(e.right)];
    if (op === ts.SyntaxKind.PlusToken) return [...resultStrings(e.left), ...resultStrings(e.right)];
  }
  return [];
}

/** The letters-bearing literal text of a string/template node (a template's fixed parts only). */
function literalText(e: ts.Expression): string {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isTemplateExpression(e)) return [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' ');
  return '';
}

type Finding = { where: string; text: string };

function scan(file: string): Finding[] {
  return scanSource(path.relative(src, file).split(path.sep).join('/'), readFileSync(file, 'utf8'));
}

function scanSource(rel: string, code: string): Finding[] {
  const sf = ts.createSourceFile(rel, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!hasLetter(clean)) return;
    if (ALLOWED.some((a) => a.file === rel && a.text === clean)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ where: `${rel}:${line}`, text: clean });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const s of resultStrings(node.expression)) report(s, literalText(s));
    } else if (ts.isJsxAttribute(node) && node.initializer && isVisibleProp(node.name.getText(sf))) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression) for (const s of resultStrings(init.expression)) report(s, literalText(s));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('literal user-visible text in components', () => {
  const files = componentFiles(src);

  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('renders no text outside t() (move it into the catalogue: locales/en and locales/bn)', () => {
    const findings = files.flatMap(scan).map((f) => `${f.where}  ${JSON.stringify(f.text)}`);
    expect(findings).toEqual([]);
  });

  it('catches what it is meant to catch, and only that', () => {
    const code = [
      'const A = () => (',
      '  <p title="Hi" aria-label={x ? \'Open\' : \'Close\'} className="btn" data-x="y">',
      "    Hello {'there'} {n} ✕ → <b>বাংলা</b> {t('k')} {busy && `Saving ${n}`}",
      '    <Field label={t(\'x\')} placeholder="name@example.com" emptyText="Nothing" />',
      '  </p>',
      ');',
    ].join('\n');
    expect(scanSource('sample.tsx', code).map((f) => f.text)).toEqual([
      'Hi',
      'Open',
      'Close',
      'Hello',
      'there',
      'বাংলা',
      'Saving',
      'name@example.com',
      'Nothing',
    ]);
  });
});
