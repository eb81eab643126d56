import { isAdminRole, isContributorRole, mayCheckIn } from '../../../shared/policies/roles';
import { authorize, type Policy } from './policy';

export const anyone: Policy = { name: 'anyone', public: true, allows: () => true };
export const signedIn: Policy = { name: 'signedIn', public: false, allows: (a) => a !== undefined };
/** Members and admins submit projects, articles, photos and uploads. */
export const contributor: Policy = {
  name: 'contributor',
  public: false,
  allows: (a) => a !== undefined && isContributorRole(a.role),
  denied: 'Only members can submit content',
};
export const admin: Policy = {
  name: 'admin',
  public: false,
  allows: (a) => a !== undefined && isAdminRole(a.role),
  denied: 'Admin access required',
};
/** Door volunteers: admins, and users whose permissions include 'checkin' (granted in User Management). */
export const checkin: Policy = {
  name: 'checkin',
  public: false,
  allows: (a) => a !== undefined && mayCheckIn(a),
  denied: 'Only admins and door volunteers can check people in',
};

/** The guards routes attach as their first middleware. */
export const allow = {
  anyone: authorize(anyone),
  signedIn: authorize(signedIn),
  contributor: authorize(contributor),
  admin: authorize(admin),
  checkin: authorize(checkin),
};
