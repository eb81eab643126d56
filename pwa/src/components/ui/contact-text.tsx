import { splitPhoneNumbers } from './phone-links';

/** Free text with every phone number in it as a tel: link. */
export function ContactText({ text, className = 'link' }: { text: string; className?: string }) {
  return (
    <>
      {splitPhoneNumbers(text).map((part, i) =>
        part.tel ? (
          <a key={i} href={`tel:${part.tel}`} className={`${className} whitespace-nowrap`}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
