import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from '@shared/zod';
import { hasDirtyForms } from '@/components/offline/dirty-forms';
import { ApiError } from '@/lib/api-client';
import { SchemaField } from './schema-field';
import { SchemaForm } from './schema-form';
import { SubmitButton } from './submit-button';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ email: z.string().email('Valid email is required'), tags: z.record(z.string(), z.string()) });
const refusal = () => new ApiError(400, 'Bad Request', '', { message: 'No', fields: { email: 'Taken', 'tags.0': 'Odd' } });

function MailForm({ onSubmit, reset = false }: { onSubmit: () => Promise<void>; reset?: boolean }) {
  // A new `tags` object on every render, as a form's custom answers are.
  const kit = useSchemaForm({ id: 'mail-test', schema, defaultValues: { email: '', tags: {} }, onSubmit, resetAfterSubmit: reset });
  return (
    <SchemaForm kit={kit}>
      <SchemaField kit={kit} name="email" kind="email" label="Email" />
      <p data-testid="tag-error">{kit.serverErrors['tags[0]']}</p>
      <SubmitButton kit={kit} label="Send" busyLabel="Sending..." />
    </SchemaForm>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useSchemaForm', () => {
  it('a value still as it started is not unsent input, even a new object; typed text is', () => {
    render(<MailForm onSubmit={async () => undefined} />);
    expect(hasDirtyForms()).toBe(false);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rafi@example.com' } });
    expect(hasDirtyForms()).toBe(true);
  });

  it('says so on its button while sending, and empties the form after with resetAfterSubmit', async () => {
    let finish!: () => void;
    render(<MailForm reset onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rafi@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    finish();
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it("puts the server's fields under the inputs, named as the form names them, until the field is changed", async () => {
    render(<MailForm onSubmit={async () => Promise.reject(refusal())} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rafi@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Taken')).toBeTruthy();
    expect(screen.getByTestId('tag-error').textContent).toBe('Odd');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('rafi@example.com');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rafi@example.org' } });
    expect(screen.queryByText('Taken')).toBeNull();
  });
});
