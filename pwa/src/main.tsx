import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import './lib/i18n';
import './app/slots';
import { App } from './app/app';

// The flap harness (pwa/e2e/flap-harness.spec.ts) sets this flag; nobody else loads the hook.
try {
  if (localStorage.getItem('club.harness') === '1') void import('./lib/harness-hook');
} catch {
  /* no storage */
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
