import type { FormEvent } from 'react';

/**
 * After a submit that did not go through: moves focus to the first field marked invalid, so
 * keyboard and screen-reader users land on it and hear its message (linked by aria-describedby).
 * A group (fieldset) of choices hands focus to its first input.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    if (!form.isConnected) return;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input, select, textarea') : invalid;
    target?.focus();
  });
}

/** What the submit handler needs of a form (a TanStack form API). */
export interface SubmittableForm {
  validate: (cause: 'submit') => unknown;
  handleSubmit: () => Promise<unknown>;
}

/**
 * The submit handler of every form: no browser submission, no bubbling into an enclosing form
 * (dialogs), every field re-checked against what it holds now, the form's own submit, then focus
 * on the first field in error.
 *
 * The re-check comes first because TanStack Form's handleSubmit stops at any message still held
 * by a field before it runs the form's schema again: a message from an earlier blur (the
 * password left empty, then typed, then Enter, which submits without a blur) would block a
 * valid form.
 */
export function onFormSubmit(form: SubmittableForm) {
  return (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault();
    e.stopPropagation();
    const element = e.currentTarget;
    void (async () => {
      await form.validate('submit');
      await form.handleSubmit();
    })().then(() => focusFirstInvalid(element));
  };
}
