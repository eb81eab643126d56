import { useState } from 'react';

const initials = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A round picture, or the person's initials when there is none or it does not load. */
export function Avatar({ src, name, size = 40 }: { src?: string | null; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (src && !broken)
    return <img src={src} alt="" width={size} height={size} style={style} className="shrink-0 rounded-full object-cover" onError={() => setBroken(true)} />;
  return (
    <span aria-hidden="true" style={style} className="grid shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-content">
      {initials(name) || '?'}
    </span>
  );
}
