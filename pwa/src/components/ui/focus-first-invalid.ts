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

/**
 * The submit handler of every form: no browser submission, no bubbling into an enclosing form
 * (dialogs), run the form's own submit, then move focus to the first field in error.
 */
export function onFormSubmit(submit: () => Promise<unknown>) {
  return (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault();
    e.stopPropagation();
    const element = e.currentTarget;
    void submit().then(() => focusFirstInvalid(element));
  };
}
