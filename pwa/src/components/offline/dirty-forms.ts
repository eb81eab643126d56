/**
 * Which forms hold input the user has not sent yet, so an update never reloads it away.
 * Forms say so with useDirtyForm(); forms that do not are caught by a look at the page: any
 * text in a form field counts (a prefilled field too: better to ask once too often).
 */
import { useEffect } from 'react';

const dirty = new Set<string>();

export function markFormDirty(id: string): void {
  dirty.add(id);
}

export function markFormClean(id: string): void {
  dirty.delete(id);
}

const IGNORED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'checkbox', 'radio', 'file', 'image', 'range', 'color']);

export function hasDirtyForms(): boolean {
  if (dirty.size > 0) return true;
  if (typeof document === 'undefined') return false;
  // Any text typed into a form on the page. (React keeps an input's value attribute in step with
  // what was typed, so comparing with defaultValue would never see a difference.)
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea');
  return Array.from(fields).some((f) => !IGNORED_TYPES.has(f.type) && !f.readOnly && !f.disabled && f.value.trim() !== '');
}

/** Keeps the registry in step with a form's dirty flag; clean again on unmount. */
export function useDirtyForm(id: string, isDirty: boolean): void {
  useEffect(() => {
    if (isDirty) markFormDirty(id);
    else markFormClean(id);
    return () => markFormClean(id);
  }, [id, isDirty]);
}
