import crypto from 'node:crypto';

/** A ticket code: 160 random bits, base64url (27 characters), never derived from the row id. */
export const newTicketCode = (): string => crypto.randomBytes(20).toString('base64url');

/** The secret of an anonymous registrant's cancel link (160 random bits); only its hash is stored. */
export const newCancelToken = (): string => crypto.randomBytes(20).toString('base64url');

export const hashCancelToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');
