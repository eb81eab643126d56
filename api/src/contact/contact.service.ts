import type { Knex } from 'knex';
import type { ContactInput } from '../../../shared/schemas/contact';
import { notFound } from '../lib/errors';
import { contactRepo, type ContactMessageRow } from './contact.repo';

const missing = () => notFound('Message not found');

export const sendContactMessage = (db: Knex, input: ContactInput, userId: number | null): Promise<number> => contactRepo.insert(db, input, userId);

export async function markContactMessage(db: Knex, id: number, read: boolean): Promise<ContactMessageRow> {
  if (!(await contactRepo.find(db, id))) throw missing();
  await contactRepo.setRead(db, id, read);
  return (await contactRepo.find(db, id))!;
}

export async function removeContactMessage(db: Knex, id: number): Promise<void> {
  if (!(await contactRepo.remove(db, id))) throw missing();
}
