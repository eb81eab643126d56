import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { Toaster } from '@/components/ui/toaster';
import { createRouter } from './router';

/** The providers around the route table, plus the one toast viewport (its links navigate in the app). */
export function App({ router: given }: { router?: ReturnType<typeof createRouter> } = {}) {
  const [router] = useState(() => given ?? createRouter());
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <Toaster navigate={(href) => void router.navigate(href)} />
    </AuthProvider>
  );
}
