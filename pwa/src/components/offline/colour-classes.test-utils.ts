/** Test helpers: which theme colours an element shows, read from its daisyUI / Tailwind classes (jsdom has no CSS). */

/** The text colour an element shows: the nearest `text-*-content` class on it or above it. */
export function textColourOf(el: HTMLElement): string | null {
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    const cls = Array.from(node.classList).find((c) => /^text-[a-z]+(-[a-z0-9]+)?-content$/.test(c));
    if (cls) return cls;
  }
  return null;
}

/** The theme background an element sits on: the nearest `bg-*` theme class, or a modal box (base-100). */
export function backgroundOf(el: HTMLElement): string | null {
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    if (node.classList.contains('modal-box')) return 'bg-base-100';
    const cls = Array.from(node.classList).find((c) => /^bg-(base-\d00|info|primary|secondary|error|warning|success|neutral)$/.test(c));
    if (cls) return cls;
  }
  return null;
}
