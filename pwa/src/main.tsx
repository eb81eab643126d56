import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import './lib/i18n';
import './lib/pwa-register'; // service worker, install offer, outbox triggers (started by components/offline/offline.slots.tsx)
import './app/slots';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
