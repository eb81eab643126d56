/** Placeholder: being built. */
export function ReportsDialog({ open }: { open: boolean; onClose: () => void }) {
  return open ? <p>ReportsDialog</p> : null;
}
