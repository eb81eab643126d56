/** GET and PUT /api/member-profile/user/:userId: the member's own team profile. */
export const profileUrl = (userId: number) => `/api/member-profile/user/${userId}`;
