/** Finding a team member by username and what they contributed: shared with the server (@shared/member-profile). */
export { findMemberByUsername, isActiveMember, memberContributions, type Contributions } from '@shared/member-profile';
