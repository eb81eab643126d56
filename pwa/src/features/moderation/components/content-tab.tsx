/** Placeholder: the Content section is being built. */
export function ContentTab() {
  return <p>Content</p>;
}
