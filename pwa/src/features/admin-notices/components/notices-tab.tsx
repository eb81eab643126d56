/** Placeholder: the Notices section is being built. */
export function NoticesTab() {
  return <p>Notices</p>;
}
