export type Logger = { info: (msg: string, extra?: unknown) => void; error: (msg: string, extra?: unknown) => void };

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  const stamp = () => new Date().toISOString();
  return {
    info: (msg, extra) => {
      if (level === 'info') console.log(`${stamp()} ${msg}`, extra ?? '');
    },
    error: (msg, extra) => {
      if (level !== 'silent') console.error(`${stamp()} ERROR ${msg}`, extra ?? '');
    },
  };
}
