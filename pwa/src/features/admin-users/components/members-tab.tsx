/** Placeholder: the User Management section is being built. */
export function MembersTab() {
  return <p>User Management</p>;
}
