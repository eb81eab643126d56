import { ROLES } from '@shared/roles';

/** The role choices of the user forms, labelled from the admin catalogue. */
export const roleOptions = (t: (key: string) => string) => ROLES.map((r) => ({ value: r, label: t(`admin:roles.${r}`) }));
