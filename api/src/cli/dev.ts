import { spawn } from 'node:child_process';

/** Development: the API in watch mode on API_PORT (3001) and Vite's dev server proxying /api to it. */
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/src/server.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
children.forEach((c) =>
  c.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
