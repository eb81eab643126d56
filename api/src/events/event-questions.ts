import crypto from 'node:crypto';
import type { CustomQuestion, CustomQuestionInput } from '../../../shared/schemas/events';

const freshId = () => `q_${crypto.randomBytes(6).toString('base64url')}`;

/**
 * Gives every question a stable id. Registrations store answers by question id, so:
 * - an id the event already has is kept (renaming, reordering or changing a question keeps its answers);
 * - a question without an id, with an id used twice, or (when editing) with an id the event does
 *   not have now, gets a new unique id — so a question removed earlier can never hand its stored
 *   answers to a different question.
 * `current` is the event's questions before the edit; undefined for a new event (any unique id kept).
 */
export function withQuestionIds(incoming: CustomQuestionInput[], current?: CustomQuestion[]): CustomQuestion[] {
  const known = current ? new Set(current.map((q) => q.id)) : undefined;
  const used = new Set<string>();
  return incoming.map((q) => {
    const id = q.id?.trim();
    const keep = id && !used.has(id) && (!known || known.has(id));
    let next = keep ? id : freshId();
    while (used.has(next)) next = freshId();
    used.add(next);
    return { ...q, id: next };
  });
}
