import { ADMIN_ROLES, CONTRIBUTOR_ROLES } from '../../../shared/roles';
import { authorize, type Policy } from './policy';

export const anyone: Policy = { name: 'anyone', public: true, allows: () => true };
export const signedIn: Policy = { name: 'signedIn', public: false, allows: (a) => a !== undefined };
/** Members and admins submit projects, articles, photos and uploads. */
export const contributor: Policy = {
  name: 'contributor',
  public: false,
  allows: (a) => a !== undefined && CONTRIBUTOR_ROLES.includes(a.role),
  denied: 'Only members can submit content',
};
export const admin: Policy = {
  name: 'admin',
  public: false,
  allows: (a) => a !== undefined && ADMIN_ROLES.includes(a.role),
  denied: 'Admin access required',
};

/** The guards routes attach as their first middleware. */
export const allow = {
  anyone: authorize(anyone),
  signedIn: authorize(signedIn),
  contributor: authorize(contributor),
  admin: authorize(admin),
};
