/** Placeholder: being built. */
export function SettingsDialog({ open }: { open: boolean; onClose: () => void }) {
  return open ? <p>SettingsDialog</p> : null;
}
