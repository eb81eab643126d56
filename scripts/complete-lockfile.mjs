#!/usr/bin/env node
/**
 * Completes package-lock.json with the platform-specific optional packages (other operating
 * systems' builds of rollup, tailwind's oxide, esbuild, sharp, ...) that npm left out because the
 * registry this project installs from does not carry those builds at the pinned versions.
 * Without them `npm ci` refuses the lock file ("Missing: ... from lock file"). Each added entry
 * carries its os / cpu / libc, so npm skips it on every other platform, exactly as usual.
 *
 * Run after every `npm install` that changes dependencies:  node scripts/complete-lockfile.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

/** os / cpu / libc of a package, read from any version the registry has. */
function platformOf(name) {
  try {
    const out = execFileSync('npm', ['view', name, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const meta = JSON.parse(out || '{}');
    const latest = Array.isArray(meta) ? meta.at(-1) : meta;
    return { os: latest.os, cpu: latest.cpu, libc: latest.libc };
  } catch {
    return undefined;
  }
}

let added = 0;
for (const [where, pkg] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${where ? `${where}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue; // only exact pins, as platform packages use
    const platform = platformOf(name);
    if (!platform || (!platform.os && !platform.cpu)) continue;
    packages[`node_modules/${name}`] = {
      version: spec,
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform packages added`);
