/** Placeholder: the Events section is being built. */
export function EventsTab() {
  return <p>Events</p>;
}
