import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { CurrentUser } from '@shared/schemas/users';
import { AuthProvider } from '@/lib/auth';
import { MySubmissions } from '../components/my-submissions';
import { QuickActions, type QuickActionsProps } from '../components/quick-actions';
import { testUser } from '@/test/fixtures/users';

export const USER = testUser({ id: 42, email: 'rafi@example.org', firstName: 'Rafi', lastName: 'Islam', createdAt: '2026-01-01T00:00:00.000Z' });

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Shows the address, so a test can see the open dialog kept in it. */
function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

/** The dashboard's pieces as the page shows them: the quick actions and the member's submissions. */
export function renderDashboard({
  user = USER,
  url = '/dashboard',
  children,
  ...props
}: QuickActionsProps & { user?: CurrentUser | null; url?: string; children?: ReactNode } = {}) {
  return render(
    <AuthProvider initialUser={user}>
      <MemoryRouter initialEntries={[url]}>
        <QuickActions {...props} />
        <MySubmissions />
        <Where />
        {children}
      </MemoryRouter>
    </AuthProvider>,
  );
}

/** The JSON bodies POSTed to `url` (fetch calls). */
export function postsTo(fetchMock: ReturnType<typeof vi.fn>, url: string): Record<string, unknown>[] {
  return (fetchMock.mock.calls as [string, RequestInit | undefined][])
    .filter(([u, init]) => u === url && init?.method === 'POST')
    .map(([, init]) => (typeof init!.body === 'string' ? JSON.parse(init!.body) : init!.body));
}

/** Chooses `file` in the picker labelled `label`, lets the image load, and confirms the centred crop. */
export async function pickAndCrop(label: RegExp, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  fireEvent.load(screen.getByAltText('The selected image, to crop'));
  fireEvent.click(screen.getByRole('button', { name: 'Use this image' }));
  await screen.findByRole('button', { name: 'Remove image' });
}
