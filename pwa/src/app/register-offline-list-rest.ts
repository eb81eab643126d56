import { lazy } from 'react';
import { registerOfflineListRest } from '@/components/ui/offline-list-rest';

// Offline, the public lists (/news, /projects, /gallery, /members) show what the phone's search index
// holds beyond their cards (issue 27 §3). Imported by those routes, not at start: the first page's
// JavaScript does not grow with it. The index's store (and the database) loads only when it shows.
registerOfflineListRest(lazy(() => import('@/features/search/components/indexed-rest')));
