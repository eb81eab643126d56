import type { ReactFormExtendedApi } from '@tanstack/react-form';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import type { RegistrationValues } from '../registration-form.schema';

// The validators' types do not matter to the fields that read the form.
type Any = any;
/** A registration form's TanStack form, typed by the values the team and question fields read. */
export type RegistrationForm = ReactFormExtendedApi<RegistrationValues, Any, Any, Any, Any, Any, Any, Any, Any, Any, Any, Any>;

/**
 * The kit's form as the team and question fields read it: the public and the member registration
 * forms both hold teamName, teamMembers and customAnswers under these names and types.
 */
export const registrationForm = (kit: SchemaFormKit): RegistrationForm => kit.form as unknown as RegistrationForm;
