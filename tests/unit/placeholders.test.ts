/**
 * Every message with a placeholder gets its values (issue 48, item 1). For every text
 * with `{{…}}` in English or Arabic, every place in src/ that names its key passes every
 * placeholder: a `t('key', { … })` call, a yup message `{ key, values: { … } }` or
 * `{ messageKey, values }`, or a definition's key whose consumer always passes the same
 * values (INDIRECT). A key named anywhere else (kept in a variable, passed on) is a
 * failure unless it is one of the few KNOWN places, each saying where its values come
 * from. And a text translated with its values leaves no `{{` behind in either language,
 * which the same check catches when a value is missing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import i18next from 'i18next';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { insufficientError } from '@/lib/data/errors';
import { errorText, errorValues } from '@/lib/errors';
import { formatCurrency } from '@/lib/format';
import { textNumberFormat } from '@/lib/i18n';
import { placeholders } from '@/lib/i18n/check';
import { allAr, allEn } from './support/locales';

const ROOT = process.cwd();
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The placeholder names of each key with one, plurals under their base key too ("n_one" and "n"). */
function placeholderKeys(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const texts of [allEn, allAr]) {
    for (const [key, text] of Object.entries(texts)) {
      const names = placeholders(text).map((p) => p.split(',')[0] ?? '');
      if (names.length === 0) continue;
      for (const name of new Set([key, key.replace(PLURAL, '')])) {
        const set = out.get(name) ?? new Set<string>();
        for (const n of names) set.add(n);
        out.set(name, set);
      }
    }
  }
  return out;
}

/**
 * Definition properties holding a key that a shared consumer translates with values of
 * its own, and the names it always passes (each consumer named).
 */
const INDIRECT: Readonly<Record<string, readonly string[]>> = {
  // src/lib/entity/schema.ts: { key: field.minKey ?? 'validation.min', values: { min } }, and so on.
  minKey: ['min'],
  maxKey: ['max'],
  decimalsKey: ['count'],
  // src/lib/data/api.ts readTransfer: insufficientError(shortKey, left), shown by errorText.
  shortKey: ['left'],
};

/**
 * Places naming a key whose values this static check cannot see, and where they come
 * from (`file: key`). Each is read by a person when added here.
 */
const KNOWN: Readonly<Record<string, string>> = {
  // placeholderMismatch returns { english, arabic } (the placeholders of each language).
  'src/features/translation/csv.ts: translation.import.problem.placeholders': 'values: mismatch',
  // The assignment's keys: AssignDialog.tsx translates these two keys itself, with
  // { id, rider, company } and { rider }; no shared consumer reads them.
  'src/entities/order.ts: order.assignConfirm': 'ORDER_ASSIGN.confirmKey',
  'src/entities/order.ts: order.assignedMessage': 'ORDER_ASSIGN.successKey',
  // The release's keys: UnassignButton.tsx translates them itself, with { id, rider } and { id }.
  'src/entities/order.ts: order.unassignConfirm': 'ORDER_UNASSIGN.confirmKey',
  'src/entities/order.ts: order.unassignedMessage': 'ORDER_UNASSIGN.successKey',
  // Keys built from a value: the value's keys have no placeholder but the one given.
  'src/components/entity/ImageUploadField.tsx: `image.${phase.problem}`': 'an upload problem: { max }',
  "src/features/gallery/GalleryScreen.tsx: `image.${a.problem ?? 'failed'}`": 'an upload problem: { max }',
  'src/components/form/FormikRichTextField.tsx: `richText.${key}`': 'a tool’s name, never `toolbar`',
  'src/domains/orders/late/LateOrdersBoard.tsx: `order.${entity}`': 'a party field’s label',
};

/** Every .ts and .tsx file under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The object literal a `const` of the file holds, when exactly one `const` has that name. */
function constObject(name: ts.Identifier): ts.Node | undefined {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name.text &&
      node.initializer
    )
      found.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(name.getSourceFile());
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The names an object literal surely holds (null: not an object literal). An identifier
 * is followed to the one `const` of the file it names; `spread`: a spread may hold more.
 */
function objectNames(node: ts.Node | undefined): { names: Set<string>; spread: boolean } | null {
  while (node && (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)))
    node = node.expression;
  if (node && ts.isIdentifier(node)) node = constObject(node);
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  const names = new Set<string>();
  let spread = false;
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) spread = true;
    else if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
      names.add(property.name.text);
  }
  return { names, spread };
}

/** Where a key literal ends up: climbs through `??`, `||`, `? :`, parentheses and casts. */
function position(node: ts.Node): { node: ts.Node; parent: ts.Node } {
  let at = node;
  for (;;) {
    const parent = at.parent;
    if (
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== at) ||
      (ts.isBinaryExpression(parent) &&
        (parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
          parent.operatorToken.kind === ts.SyntaxKind.BarBarToken))
    ) {
      at = parent;
      continue;
    }
    return { node: at, parent };
  }
}

/** A call of i18next's `t` (`t(…)`, `i18n.t(…)`, `i18next.t(…)`). */
function isTranslateCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  return (
    (ts.isIdentifier(callee) && callee.text === 't') ||
    (ts.isPropertyAccessExpression(callee) && callee.name.text === 't')
  );
}

/** The values object of a `{ key | messageKey: …, values: … }` literal holding `property`. */
function siblingValues(property: ts.PropertyAssignment): ts.Node | undefined {
  const object = property.parent;
  return object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'values',
  )?.initializer;
}

/**
 * The problems of one file: each place naming a key with placeholders whose values are
 * missing or cannot be seen.
 * @param path the file
 * @param keys the placeholder names of each key
 * @returns one sentence per problem, `file:line key …`
 */
function problemsOf(path: string, keys: Map<string, Set<string>>): string[] {
  const file = relative(ROOT, path);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const check = (literal: ts.Node, named: readonly string[]) => {
    const line = source.getLineAndCharacterOfPosition(literal.getStart()).line + 1;
    const where = `${file}:${line}`;
    const { node, parent } = position(literal);
    let given: { names: Set<string>; spread: boolean } | null = null;
    let seen = false;
    if (isTranslateCall(parent) && parent.arguments[0] === node) {
      seen = true;
      given = objectNames(parent.arguments[1]) ?? (parent.arguments[1] ? null : { names: new Set(), spread: false });
    } else if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) {
      const name = parent.name.text;
      if (name === 'key' || name === 'messageKey') {
        seen = true;
        const values = siblingValues(parent);
        given = values ? objectNames(values) : { names: new Set(), spread: false };
      } else if (INDIRECT[name]) {
        seen = true;
        given = { names: new Set(INDIRECT[name]), spread: false };
      }
    }
    if (ts.isTemplateExpression(literal) && KNOWN[`${file}: ${literal.getText()}`]) return;
    for (const key of named) {
      const wanted = [...(keys.get(key) ?? [])];
      if (KNOWN[`${file}: ${key}`]) continue;
      if (!seen || given === null) {
        problems.push(`${where} ${key}: named where its values ({{${wanted.join('}}, {{')}}}) cannot be seen`);
        continue;
      }
      const missing = wanted.filter((name) => !given.names.has(name));
      if (missing.length > 0)
        problems.push(
          `${where} ${key}: ${given.spread ? 'a spread may not give' : 'lacks'} {{${missing.join('}}, {{')}}}`,
        );
    }
  };
  const visit = (node: ts.Node) => {
    // An error's message is translated with its values: errorText, never t(errorKey(error)).
    const first = isTranslateCall(node) && node.arguments.length === 1 ? node.arguments[0] : undefined;
    if (
      first &&
      ts.isCallExpression(first) &&
      ts.isIdentifier(first.expression) &&
      first.expression.text === 'errorKey'
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      problems.push(`${file}:${line} t(errorKey(…)) drops the error's values: errorText(t, error)`);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (keys.has(node.text) && !ts.isImportDeclaration(node.parent)) check(node, [node.text]);
    } else if (ts.isTemplateExpression(node) && /^[A-Za-z]+\./.test(node.head.text)) {
      // `translation.show.${value}Count`: every key it can be (a key's start, then parts).
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(
        `^${escape(node.head.text)}${node.templateSpans.map((span) => `[^]*?${escape(span.literal.text)}`).join('')}$`,
      );
      const named = [...keys.keys()].filter((key) => pattern.test(key) && !PLURAL.test(key));
      if (named.length > 0) check(node, named);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('texts with placeholders', () => {
  const keys = placeholderKeys();

  it('get every value at every place in src that names their key', () => {
    expect(keys.size).toBeGreaterThan(50);
    const problems = sourceFiles(resolve(ROOT, 'src')).flatMap((path) => problemsOf(path, keys));
    expect(problems).toEqual([]);
    // It parses every file of src with TypeScript (about 1 s alone, 7 s seen on a machine
    // shared by two test runs): the default 5 s is a budget for tests that wait, not parse.
  }, 60_000);

  it('are caught when a place leaves a value out', () => {
    const demo = new Map([['refund.validation.aboveLeft', new Set(['left'])]]);
    const probe = resolve(ROOT, 'tests/unit/support/placeholders-probe.ts');
    expect(problemsOf(probe, demo)).toEqual([
      'tests/unit/support/placeholders-probe.ts:6 refund.validation.aboveLeft: lacks {{left}}',
      'tests/unit/support/placeholders-probe.ts:7 refund.validation.aboveLeft: lacks {{left}}',
      'tests/unit/support/placeholders-probe.ts:8 refund.validation.aboveLeft: named where its values ({{left}}) cannot be seen',
      "tests/unit/support/placeholders-probe.ts:10 t(errorKey(…)) drops the error's values: errorText(t, error)",
    ]);
  });

  it('leave no {{ in the text once given their values, in English and in Arabic', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      resources: { en: { translation: allEn }, ar: { translation: allAr } },
      lng: 'en',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    instance.services.formatter?.add('number', textNumberFormat('number'));
    instance.services.formatter?.add('money', textNumberFormat('money'));
    instance.services.formatter?.add('currency', textNumberFormat('currency'));
    const left: string[] = [];
    for (const lng of ['en', 'ar']) {
      for (const [key, names] of keys) {
        if (PLURAL.test(key)) continue;
        const values = Object.fromEntries([...names].map((name) => [name, name === 'count' ? 2 : 12.5]));
        const text = instance.t(key, { ...values, lng });
        if (text.includes('{{')) left.push(`${lng} ${key}: ${text}`);
      }
    }
    expect(left).toEqual([]);
    // Without its value the text keeps its {{…}}: what the person saw on the refund refusal.
    expect(instance.t('refund.validation.aboveLeft')).toContain('{{left, currency}}');
    // With it, the amount as the panel writes OMR amounts (src/lib/format.ts), in each language.
    expect(instance.t('refund.validation.aboveLeft', { left: 12.5 })).toBe(
      `The amount is more than what is left to refund of this order (${formatCurrency(12.5, 'en')})`,
    );
    expect(instance.t('refund.validation.aboveLeft', { left: 12.5, lng: 'ar' })).toContain(formatCurrency(12.5, 'ar'));
    // The data layer's refusal carries the amount (INDIRECT shortKey: left), and errorText passes it.
    const refusal = insufficientError('refund.validation.aboveLeft', 7.25);
    expect(errorValues(refusal)).toEqual({ left: 7.25 });
    const text = errorText((key, values) => instance.t(key, values), refusal);
    expect(text).toContain(formatCurrency(7.25, 'en'));
    expect(text).not.toContain('{{');
  });
});
