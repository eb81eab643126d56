import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli and gzip twins of the service worker (`sw.js.br`, `sw.js.gz`), written once it is built
 * (vite-plugin-pwa builds it after the bundle, so the compression plugin never sees it): the server
 * sends them as it sends the assets' (koa-send), at Brotli's best instead of the quick level it
 * compresses other answers with (about 69 KiB instead of 80 for a worker of 260 KiB).
 */
export function compressWorker(file = 'sw.js'): Plugin {
  let outDir = '';
  return {
    name: 'club:compress-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa's closeBundle, which writes the worker.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const worker = path.join(outDir, file);
        if (!fs.existsSync(worker)) return;
        const source = fs.readFileSync(worker);
        fs.writeFileSync(`${worker}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${worker}.gz`, zlib.gzipSync(source, { level: 9 }));
      },
    },
  };
}
