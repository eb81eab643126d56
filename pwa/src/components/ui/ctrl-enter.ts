import type { KeyboardEvent } from 'react';

/**
 * In a multi-line box Enter starts a new line; Ctrl+Enter (⌘+Enter) sends the form through its
 * submit button, as Enter does from a one-line field (the app's rule: TextareaField, the form kit's SchemaField and the dialogs use it).
 */
export function submitOnCtrlEnter(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.nativeEvent.isComposing) return;
  const form = (e.currentTarget as HTMLTextAreaElement).form;
  if (!form) return;
  e.preventDefault();
  const button = Array.from(form.elements).find((el): el is HTMLButtonElement => el instanceof HTMLButtonElement && el.type === 'submit');
  if (button) button.click();
  else form.requestSubmit();
}
