import crypto from 'node:crypto';

/** A ticket code: 160 random bits, base64url (27 characters), never derived from the row id. */
export const newTicketCode = (): string => crypto.randomBytes(20).toString('base64url');

/** The secret of an anonymous registrant's cancel link (160 random bits); only its hash is stored. */
export const newCancelToken = (): string => crypto.randomBytes(20).toString('base64url');

export const hashCancelToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The app's page a visitor cancels on (it asks once, then posts the token): the path of the link shown and mailed. */
export const cancelPath = (registrationId: number, token: string): string => `/cancel-registration/${registrationId}?token=${encodeURIComponent(token)}`;

/** The app's page that shows a ticket's QR code from its code alone (the mailed ticket link). */
export const ticketPath = (ticketCode: string): string => `/registrations/ticket/${encodeURIComponent(ticketCode)}`;

/** The app's page that proves a visitor's address with the mailed token. */
export const confirmPath = (token: string): string => `/registrations/confirm?token=${encodeURIComponent(token)}`;
