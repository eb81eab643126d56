import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import type { SubmitResult } from '@/lib/outbox';

/** What each quick action dialog takes. */
export interface SubmissionDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sent, or kept on the device to be sent (the dialog has closed). */
  onSubmitted?: (state: SubmitResult['state']) => void;
}

/** Which quick action a form is (its toasts, spec §8). */
export type SubmissionAction = 'project' | 'article' | 'image';

interface Options<S extends z.ZodType> {
  action: SubmissionAction;
  schema: S;
  defaultValues: z.input<S>;
  /** Hands the checked value to the outbox. */
  send: (value: z.output<S>) => Promise<SubmitResult>;
  /** Sent or kept on the device to send later: the dialog closes (unless it was closed meanwhile). */
  onDone: () => void;
  onSubmitted?: (state: SubmitResult['state']) => void;
}

/**
 * A quick action form: the form kit with the spec's toasts. Sent: '{Kind} ... successfully';
 * no connection: the write is kept on the device and the toast says it will be sent; refused (or
 * not even stored): 'Failed to ...' with the server's reason, and what was typed stays.
 */
export function useSubmissionForm<S extends z.ZodType>({ action, schema, defaultValues, send, onDone, onSubmitted }: Options<S>) {
  const { t } = useTranslation('submissions');
  // Closed (Escape, Cancel) while a picture was still being sent: closing again could close another dialog.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  return useSchemaForm({
    id: `member-${action}`,
    schema,
    defaultValues,
    onSubmit: async (value) => {
      const result = await send(value);
      toast({ title: result.state === 'sent' ? t(`toast.${action}.success`) : t('offline:queued.title') });
      if (mounted.current) onDone();
      onSubmitted?.(result.state);
    },
    onError: (err) => toast({ title: t(`toast.${action}.failure`), description: serverMessage(err), variant: 'destructive' }),
  });
}
