import { useStore, type AnyFormApi, type ValidationLogicFn } from '@tanstack/react-form';
import { messageText } from '@/lib/message-text';
import { firstError } from './field-error';

/**
 * The one validation timing of every form, given as `validationLogic` with the form's schema as
 * its `onDynamic` validator: the schema runs on every change, blur and submit, so no message is
 * ever left over from an earlier value. Which messages are shown is `shownError`'s choice.
 */
export const validateAlways: ValidationLogicFn = (props) => {
  const fn = props.event.async ? props.validators?.onDynamicAsync : props.validators?.onDynamic;
  return props.runValidation({ validators: fn ? [{ fn, cause: 'dynamic' }] : [], form: props.form });
};

/** True once a submit was tried, until the form is reset. */
export function useSubmitAttempted(form: AnyFormApi): boolean {
  return useStore(form.store, (s) => s.submissionAttempts > 0);
}

/**
 * The message under a field: shown once the field has been left (blur) or a submit was tried,
 * and from then on it follows what is typed (it goes as soon as the value is right). The schemas
 * speak English; the reader sees their language (lib/message-text.ts).
 */
export function shownError(meta: { errors: readonly unknown[]; isBlurred: boolean }, attempted: boolean): string | undefined {
  const error = attempted || meta.isBlurred ? firstError(meta.errors) : undefined;
  return error && messageText(error);
}
