/**
 * Finds every message the shared schemas and the API can answer with, by reading the source with
 * the TypeScript compiler (pwa/src/locales/messages.test.ts checks each has a catalogue entry):
 * - shared/: zod messages (`message:`/`error:` in an options object, a message argument of
 *   .min/.max/.email/.regex/.refine/...), consts named *_MESSAGE(S);
 * - api/src/: arguments of AppError/badRequest/conflict/forbidden/notFound/unauthorized, policies'
 *   `denied`, `message:` of answers, and the sentences of lib/errors.ts.
 * A message built from values is followed to them: a const, an `as const` property, a literal
 * union type, a helper's parameter (to every call of the helper and its default), a conditional.
 * A number nobody can know becomes 7 (numbers are placeholders in message keys); any other part
 * that cannot be known becomes UNKNOWN, and the message is one the app cannot translate.
 *   npx tsx scripts/message-sources.ts   # prints them
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const UNKNOWN = '{?}';
export interface FoundMessage {
  text: string;
  where: string;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ZOD_METHODS = new Set([
  'min',
  'max',
  'length',
  'email',
  'regex',
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'int',
  'refine',
  'gt',
  'gte',
  'lt',
  'lte',
  'nonempty',
  'startsWith',
  'endsWith',
  'includes',
  'url',
  'uuid',
  'datetime',
  'multipleOf',
]);
/** Error helpers of api/src/lib/errors.ts: which arguments are messages (or field -> message objects). */
const ERROR_ARGS: Record<string, number[]> = { AppError: [2, 3], badRequest: [0, 1], conflict: [0], forbidden: [0], notFound: [0], unauthorized: [0] };
const MAX_VALUES = 64;

const isSource = (f: string) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !/\.test\.ts$/.test(f) && !f.includes('/test/');

export function findMessages(root = ROOT): FoundMessage[] {
  const files = ts.sys
    .readDirectory(path.join(root, 'shared'), ['.ts'])
    .concat(ts.sys.readDirectory(path.join(root, 'api/src'), ['.ts']))
    .filter(isSource);
  const program = ts.createProgram(files, {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((s) => files.includes(s.fileName) || files.includes(path.normalize(s.fileName)));

  const calls: ts.CallExpression[] = [];
  const visitAll = (node: ts.Node, f: (n: ts.Node) => void) => {
    f(node);
    node.forEachChild((c) => visitAll(c, f));
  };
  for (const s of sources) visitAll(s, (n) => ts.isCallExpression(n) && calls.push(n));

  const symbolOf = (node: ts.Node) => {
    const s = checker.getSymbolAtLocation(node);
    return s && s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
  };
  const product = (parts: string[][]) => parts.reduce<string[]>((acc, p) => acc.flatMap((a) => p.map((b) => a + b)).slice(0, MAX_VALUES), ['']);
  const uniq = (xs: string[]) => [...new Set(xs)];

  function fromType(node: ts.Node): string[] | undefined {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    if (parts.every((t) => t.isStringLiteral() || t.isNumberLiteral())) return parts.map((t) => String((t as ts.LiteralType).value));
    if (parts.every((t) => t.flags & ts.TypeFlags.NumberLike)) return ['7'];
    return undefined;
  }

  /** The function a parameter belongs to, and every value its callers pass for it (or its default). */
  function fromParameter(decl: ts.ParameterDeclaration, depth: number): string[] | undefined {
    const fn = decl.parent;
    const index = fn.parameters.indexOf(decl);
    const name = ts.isFunctionDeclaration(fn) ? fn.name : ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined;
    const fnSymbol = name && symbolOf(name);
    if (!fnSymbol) return undefined;
    const out: string[] = [];
    for (const call of calls) {
      if (symbolOf(ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression) !== fnSymbol) continue;
      const arg = call.arguments[index];
      if (arg) out.push(...valuesOf(arg, depth + 1));
      else if (decl.initializer) out.push(...valuesOf(decl.initializer, depth + 1));
    }
    return out.length ? uniq(out) : undefined;
  }

  function valuesOf(node: ts.Expression, depth = 0): string[] {
    if (depth > 10) return [UNKNOWN];
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isNumericLiteral(node)) return [String(Number(node.text))];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node))
      return valuesOf(node.expression, depth);
    if (ts.isTemplateExpression(node)) {
      return product([[node.head.text], ...node.templateSpans.flatMap((s) => [valuesOf(s.expression, depth + 1), [s.literal.text]])]);
    }
    if (ts.isConditionalExpression(node)) return uniq([...valuesOf(node.whenTrue, depth + 1), ...valuesOf(node.whenFalse, depth + 1)]);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
      return product([valuesOf(node.left, depth + 1), valuesOf(node.right, depth + 1)]);
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return ts.isBlock(node.body) ? [UNKNOWN] : valuesOf(node.body, depth + 1);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['toLowerCase', 'toUpperCase'].includes(node.expression.name.text)) {
      const lower = node.expression.name.text === 'toLowerCase';
      return valuesOf(node.expression.expression, depth + 1).map((v) => (v === UNKNOWN ? v : lower ? v.toLowerCase() : v.toUpperCase()));
    }
    const typed = fromType(node);
    if (typed) return typed;
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const decl = symbolOf(ts.isPropertyAccessExpression(node) ? node.name : node)?.valueDeclaration;
      if (decl && (ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) && decl.initializer) return valuesOf(decl.initializer, depth + 1);
      if (decl && ts.isParameter(decl)) return fromParameter(decl, depth) ?? [UNKNOWN];
    }
    return [UNKNOWN];
  }

  const found: FoundMessage[] = [];
  const add = (node: ts.Expression, where: string) => {
    for (const text of valuesOf(node)) if (text !== UNKNOWN && text.trim()) found.push({ text, where });
  };
  /** A field -> message object: each value. */
  const addObject = (node: ts.Expression, where: string) => {
    if (!ts.isObjectLiteralExpression(node)) return add(node, where);
    for (const p of node.properties)
      if (ts.isPropertyAssignment(p)) add(p.initializer, where);
      else if (ts.isShorthandPropertyAssignment(p)) add(p.name, where);
  };
  /** A zod schema (not an array's or a string's .includes/.startsWith). */
  const isZod = (node: ts.Expression) => /\bZod|\$Zod/.test(checker.typeToString(checker.getTypeAtLocation(node)));
  const stringLike = (node: ts.Expression) => !!(checker.getTypeAtLocation(node).flags & ts.TypeFlags.StringLike) || ts.isTemplateExpression(node);

  for (const source of sources) {
    const rel = path.relative(root, source.fileName);
    const inShared = rel.startsWith('shared');
    const where = (n: ts.Node) => `${rel}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    visitAll(source, (n) => {
      // `message:` / `error:` of an options object given to a call (zod), anywhere in shared/.
      if (
        inShared &&
        ts.isPropertyAssignment(n) &&
        ts.isIdentifier(n.name) &&
        ['message', 'error'].includes(n.name.text) &&
        ts.isObjectLiteralExpression(n.parent) &&
        ts.isCallExpression(n.parent.parent)
      )
        add(n.initializer, where(n));
      if (
        inShared &&
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        ZOD_METHODS.has(n.expression.name.text) &&
        isZod(n.expression.expression)
      ) {
        for (const a of n.arguments) if (!ts.isObjectLiteralExpression(a) && stringLike(a)) add(a, where(a));
      }
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && /MESSAGES?$/.test(n.name.text) && n.initializer) addObject(n.initializer, where(n));
      if (inShared) return;
      if ((ts.isCallExpression(n) || ts.isNewExpression(n)) && ts.isIdentifier(n.expression) && ERROR_ARGS[n.expression.text]) {
        for (const i of ERROR_ARGS[n.expression.text]) if (n.arguments?.[i]) addObject(n.arguments[i], where(n));
      }
      if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && ['message', 'denied'].includes(n.name.text)) add(n.initializer, where(n));
      if (rel.endsWith('lib/errors.ts') && ts.isStringLiteral(n) && /^[A-Z][a-z]+ .*[a-z]/.test(n.text)) add(n, where(n));
    });
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const texts = new Map<string, string>();
  for (const m of findMessages()) if (!texts.has(m.text)) texts.set(m.text, m.where);
  for (const [text, where] of texts) console.log(`${JSON.stringify(text)}\t${where}`);
}
