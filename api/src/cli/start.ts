import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../server';
import { buildIfStale } from './build-if-stale';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
await buildIfStale(root);
await main();
