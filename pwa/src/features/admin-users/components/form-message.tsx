/** A refusal the server gave for the whole form (not one field), e.g. 'Only a super admin can manage administrator accounts'. */
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="alert alert-error text-sm">
      {message}
    </p>
  );
}
