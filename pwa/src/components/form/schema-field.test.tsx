import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from '@shared/zod';
import { SchemaField } from './schema-field';
import { SchemaForm } from './schema-form';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ title: z.string().min(1, 'Title is required'), story: z.string().min(1, 'Story is required') });

function StoryForm({ onSubmit }: { onSubmit: (v: z.output<typeof schema>) => Promise<void> }) {
  const kit = useSchemaForm({ id: 'story-test', schema, defaultValues: { title: '', story: '' }, onSubmit });
  return (
    <SchemaForm kit={kit}>
      <SchemaField kit={kit} name="title" label="Title" />
      <SchemaField kit={kit} name="story" label="Story" kind="textarea" />
      <button type="submit">Send</button>
    </SchemaForm>
  );
}

describe('SchemaField textarea', () => {
  it('Enter starts a new line; Ctrl+Enter sends the form', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<StoryForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tree drive' } });
    const story = screen.getByLabelText('Story');
    fireEvent.change(story, { target: { value: 'We planted\nforty trees' } });
    fireEvent.keyDown(story, { key: 'Enter' });
    await new Promise((r) => setTimeout(r, 50));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(story, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Tree drive', story: 'We planted\nforty trees' }));
  });
});
