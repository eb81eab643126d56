import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { RouteError } from './routes/route-error';

/**
 * The one route table (public-site.md §2). Each page is a route module in ./routes with a
 * default-exported component (and optionally an `ErrorBoundary`), loaded lazily so that every
 * page is its own chunk.
 */
type RouteModule = { default: ComponentType; ErrorBoundary?: ComponentType };
const page =
  (load: () => Promise<RouteModule>): RouteObject['lazy'] =>
  async () => {
    const m = await load();
    return m.ErrorBoundary ? { Component: m.default, ErrorBoundary: m.ErrorBoundary } : { Component: m.default };
  };

export const routes: RouteObject[] = [
  {
    // Outside the common layout: picks a dashboard by role.
    path: '/dashboard',
    lazy: page(() => import('./routes/dashboard')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <></>,
  },
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <></>,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'about', lazy: page(() => import('./routes/about')) },
          { path: 'members', lazy: page(() => import('./routes/members')) },
          { path: 'member/:username', lazy: page(() => import('./routes/member-profile')) },
          { path: 'projects', lazy: page(() => import('./routes/projects')) },
          { path: 'gallery', lazy: page(() => import('./routes/gallery')) },
          { path: 'news', lazy: page(() => import('./routes/news')) },
          { path: 'news/:id', lazy: page(() => import('./routes/news-article')) },
          { path: 'search', lazy: page(() => import('./routes/search')) },
          { path: 'events', lazy: page(() => import('./routes/events')) },
          { path: 'events/:id', lazy: page(() => import('./routes/event-detail')) },
          { path: 'join', lazy: page(() => import('./routes/join')) },
          { path: 'contact', lazy: page(() => import('./routes/contact')) },
          { path: 'login', lazy: page(() => import('./routes/login')) },
          { path: 'register', lazy: page(() => import('./routes/register')) },
          { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password')) },
          { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
          { path: 'verify-email', lazy: page(() => import('./routes/verify-email')) },
          { path: 'admin-dashboard', lazy: page(() => import('./routes/admin-dashboard')) },
          { path: 'member-dashboard', lazy: page(() => import('./routes/member-dashboard')) },
          { path: 'participant-dashboard', lazy: page(() => import('./routes/participant-dashboard')) },
          { path: 'check-in', lazy: page(() => import('./routes/check-in')) },
          { path: 'application-status', lazy: page(() => import('./routes/application-status')) },
          { path: 'notifications', lazy: page(() => import('./routes/notifications')) },
          { path: 'cancel-registration/:id', lazy: page(() => import('./routes/cancel-registration')) },
          { path: 'registrations/confirm', lazy: page(() => import('./routes/registration-confirm')) },
          { path: 'registrations/ticket/:code', lazy: page(() => import('./routes/registration-ticket')) },
          { path: 'unsubscribe', lazy: page(() => import('./routes/unsubscribe')) },
          { path: 'share', lazy: page(() => import('./routes/share')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
