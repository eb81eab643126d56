import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/index';
import { DOCS, docsWithTable } from '../../scripts/api-table';
import { routeTable } from './test/route-table';
import { startTestServer, type TestServer } from './test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

const ROOT = path.resolve(__dirname, '../..');

describe('the contract (shared/api/)', () => {
  it('declares every route the server has, with the rule it enforces, and nothing it has not', () => {
    const served = routeTable(srv.db)
      .map((r) => `${r.method} ${r.path} ${r.policy}`)
      .sort();
    const declared = endpoints()
      .filter(({ endpoint: e }) => e.output !== 'redirect' || served.some((s) => s.startsWith(`${e.method} ${e.path} `)))
      .map(({ endpoint: e }) => `${e.method} ${e.path} ${e.access}`)
      .sort();
    expect(declared).toEqual(served);
  });

  it('names each endpoint once', () => {
    const keys = endpoints().map(({ endpoint: e }) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("is what docs/api.md's 'who may call what' table says (npm run docs:api writes it)", () => {
    expect(readFileSync(DOCS, 'utf8')).toBe(docsWithTable());
  });

  it('is the only way the app names an address of the API: no /api/ string in pwa/src outside lib/api-client.ts', () => {
    const files = ts.sys
      .readDirectory(path.join(ROOT, 'pwa/src'), ['.ts', '.tsx'])
      .filter((f) => !/\.test\.tsx?$|\.test-utils\.tsx?$|\/__tests__\/|\/test\//.test(f) && !f.endsWith('lib/api-client.ts'));
    const found: string[] = [];
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        // Module paths ('@shared/api/contact', './api/fetch-event') are not addresses.
        if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword))
          return;
        if ((ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && node.text.includes('/api/'))
          found.push(`${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
        node.forEachChild(visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });
});
