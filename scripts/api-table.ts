/**
 * The "who may call what" table of docs/api.md, made from the contract (shared/api/): one row per
 * endpoint. `npm run docs:api` writes it between the markers; api/src/contract.test.ts fails
 * when the docs are behind the contract.
 *   npm run docs:api
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../shared/api/index';
import type { Access } from '../shared/api/endpoint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS = path.join(ROOT, 'docs/api.md');
const BEGIN = '<!-- contract table: npm run docs:api -->';
const END = '<!-- end of contract table -->';

/** Who may call, as the table says it; refused callers get 401 signed out, 403 signed in. */
const WHO: Record<Access, string> = {
  anyone: 'anyone',
  signedIn: 'signed in',
  contributor: 'members, admins',
  admin: 'admins',
  checkin: "admins, users granted 'checkin'",
};

export function contractTable(): string {
  const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  const rows = endpoints()
    .sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path) || METHODS.indexOf(a.endpoint.method) - METHODS.indexOf(b.endpoint.method))
    .map(({ name, endpoint: e }) => `| \`${e.method} ${e.path}\` | ${WHO[e.access]} | ${e.summary.replace(/\|/g, '\\|')} | \`${name}\` |`);
  return ['| endpoint | who may call | what | contract |', '|---|---|---|---|', ...rows].join('\n');
}

/** docs/api.md with the table as the contract has it now. */
export function docsWithTable(docs = readFileSync(DOCS, 'utf8')): string {
  const begin = docs.indexOf(BEGIN);
  const end = docs.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`docs/api.md has no "${BEGIN}" ... "${END}" markers`);
  return `${docs.slice(0, begin + BEGIN.length)}\n${contractTable()}\n${docs.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) writeFileSync(DOCS, docsWithTable());
