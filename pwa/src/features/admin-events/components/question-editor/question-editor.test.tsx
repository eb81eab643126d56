import '@/lib/i18n-admin';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QuestionEditor } from './question-editor';
import { toDrafts, type QuestionDraft } from './question-list';

function Harness({ initial }: { initial: QuestionDraft[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuestionEditor value={value} onChange={setValue} idPrefix="t" />
      <output data-testid="ids">{value.map((q) => q.id ?? 'new').join(',')}</output>
      <output data-testid="bn">{JSON.stringify(value.map((q) => [q.questionBn, q.optionsBn]))}</output>
    </>
  );
}

const two = () =>
  toDrafts([
    { id: 'q1', question: 'First', type: 'text', required: false, options: [] },
    { id: 'q2', question: 'Second', type: 'checkbox', required: false, options: ['A', 'B'] },
  ]);

describe('QuestionEditor', () => {
  it('shows options only for select, radio and checkbox questions, one per line', () => {
    render(<Harness initial={two()} />);
    const [first, second] = screen.getAllByTestId('question-card') as [HTMLElement, HTMLElement];
    expect(within(first).queryByLabelText('Options (one per line)')).toBeNull();
    expect((within(second).getByLabelText('Options (one per line)') as HTMLTextAreaElement).value).toBe('A\nB');
    fireEvent.change(within(first).getByLabelText('Answer type'), { target: { value: 'select' } });
    expect(within(first).getByLabelText('Options (one per line)')).toBeTruthy();
    expect(within(first).getByText('Add at least one option, or people cannot answer this question.')).toBeTruthy();
  });

  it('asks for each question in Bangla, and for Bangla options line by line under a choice question; too many lines is told', () => {
    render(
      <Harness
        initial={toDrafts([{ id: 'q2', question: 'Size', questionBn: 'মাপ', type: 'select', required: false, options: ['S', 'M'], optionsBn: ['ছোট'] }])}
      />,
    );
    const card = screen.getByTestId('question-card');
    const text = within(card).getByLabelText('Question text (Bangla)') as HTMLInputElement;
    expect(text.value).toBe('মাপ');
    expect(text.getAttribute('lang')).toBe('bn');
    const options = within(card).getByLabelText('Options in Bangla (one per line, in the same order)') as HTMLTextAreaElement;
    expect(options.value).toBe('ছোট');
    fireEvent.change(text, { target: { value: 'কোন মাপ' } });
    fireEvent.change(options, { target: { value: '\nমাঝারি\n' } });
    expect(screen.getByTestId('bn').textContent).toBe(JSON.stringify([['কোন মাপ', ['', 'মাঝারি']]]));
    expect(options.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(options, { target: { value: 'ছোট\nমাঝারি\nবড়' } });
    expect(options.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByText('There are more Bangla lines than options: remove the extra lines or add their options.')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Answer type'), { target: { value: 'text' } });
    expect(within(card).queryByLabelText('Options in Bangla (one per line, in the same order)')).toBeNull();
  });

  it('keeps the typed lines (a new blank line too) while typing options', () => {
    render(<Harness initial={two()} />);
    const options = within(screen.getAllByTestId('question-card')[1]!).getByLabelText('Options (one per line)') as HTMLTextAreaElement;
    fireEvent.change(options, { target: { value: 'A\nB\n' } });
    expect(options.value).toBe('A\nB\n');
  });

  it('moves by buttons, keeps focus on the moved question and announces it; the top question cannot move up', async () => {
    render(<Harness initial={two()} />);
    expect((screen.getByRole('button', { name: 'Move up question 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move down question 2' }) as HTMLButtonElement).disabled).toBe(true);
    const up = screen.getByRole('button', { name: 'Move up question 2' });
    up.focus();
    fireEvent.click(up);
    expect(screen.getByTestId('ids').textContent).toBe('q2,q1');
    // Now first: Move up is disabled, so focus lands on its Move down.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down question 1' })));
    expect(screen.getByText('Question moved to position 1')).toBeTruthy();
  });

  it('adds a question and focuses its text; removing moves focus to the next question or Add question', async () => {
    render(<Harness initial={two()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByTestId('ids').textContent).toBe('q1,q2,new');
    const cards = screen.getAllByTestId('question-card');
    await waitFor(() => expect(document.activeElement).toBe(within(cards[2]!).getByLabelText('Question text')));

    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByTestId('ids').textContent).toBe('q2,new');
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getAllByTestId('question-card')[0]!).getByLabelText('Question text')));

    fireEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByText('No custom questions.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add question' })));
  });
});
