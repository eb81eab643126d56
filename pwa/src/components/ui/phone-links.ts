/**
 * Finds phone numbers in free text (an event's contact line, the club's phone) so they can be
 * shown as tel: links: a tap on a phone dials. A number has 9 to 15 digits, may start with +
 * and may hold spaces, dots, dashes or brackets; dates and short figures are left alone.
 */
export interface TextPart {
  text: string;
  /** tel: target ('+8801555000888') when this part is a phone number. */
  tel?: string;
}

const CANDIDATE = /\+?\d[\d\s().-]{6,}\d/g;

export function splitPhoneNumbers(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 15) continue;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], tel: `${match[0].trimStart().startsWith('+') ? '+' : ''}${digits}` });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
