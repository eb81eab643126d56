/** Placeholder: the Contact Messages section is being built. */
export function MessagesCard() {
  return <p>Contact Messages</p>;
}
