import type { ReactNode } from 'react';
import { onFormSubmit } from '@/components/ui/focus-first-invalid';
import type { SchemaFormKit } from './use-schema-form';

/** A form of the kit: no browser validation, Enter submits from the last field, focus goes to the first error. */
export function SchemaForm({ kit, children, className, testId }: { kit: SchemaFormKit; children: ReactNode; className?: string; testId?: string }) {
  return (
    <form noValidate className={className ?? 'grid gap-2'} onSubmit={onFormSubmit(kit.form)} data-testid={testId}>
      {children}
    </form>
  );
}
