/**
 * Simple vector motifs for the generated demo pictures, each drawn in a 200 x 200 box.
 * They are placed and scaled by demo-images.ts.
 */
export type Motif = 'tree' | 'sun' | 'book' | 'waves' | 'people' | 'star' | 'lantern' | 'bulb' | 'chat' | 'leaf' | 'handshake' | 'laptop';

const W = '#ffffff';

export const MOTIFS: Record<Motif, string> = {
  tree: `
    <rect x="90" y="120" width="20" height="70" rx="4" fill="#7c4a21"/>
    <circle cx="100" cy="80" r="55" fill="#16a34a"/>
    <circle cx="65" cy="105" r="35" fill="#22c55e"/>
    <circle cx="135" cy="105" r="35" fill="#15803d"/>
    <circle cx="100" cy="55" r="30" fill="#4ade80" opacity="0.8"/>`,
  sun: `
    <g stroke="#fde047" stroke-width="10" stroke-linecap="round">
      <line x1="100" y1="8" x2="100" y2="38"/><line x1="100" y1="162" x2="100" y2="192"/>
      <line x1="8" y1="100" x2="38" y2="100"/><line x1="162" y1="100" x2="192" y2="100"/>
      <line x1="35" y1="35" x2="56" y2="56"/><line x1="144" y1="144" x2="165" y2="165"/>
      <line x1="35" y1="165" x2="56" y2="144"/><line x1="144" y1="56" x2="165" y2="35"/>
    </g>
    <circle cx="100" cy="100" r="48" fill="#facc15"/>`,
  book: `
    <path d="M20 45 Q60 30 100 50 L100 170 Q60 150 20 165 Z" fill="${W}"/>
    <path d="M180 45 Q140 30 100 50 L100 170 Q140 150 180 165 Z" fill="#e0f2fe"/>
    <g stroke="#94a3b8" stroke-width="4" stroke-linecap="round">
      <line x1="38" y1="75" x2="85" y2="78"/><line x1="38" y1="98" x2="85" y2="101"/><line x1="38" y1="121" x2="85" y2="124"/>
      <line x1="115" y1="78" x2="162" y2="75"/><line x1="115" y1="101" x2="162" y2="98"/><line x1="115" y1="124" x2="162" y2="121"/>
    </g>`,
  waves: `
    <path d="M0 90 Q25 70 50 90 T100 90 T150 90 T200 90 V200 H0 Z" fill="#38bdf8" opacity="0.85"/>
    <path d="M0 125 Q25 105 50 125 T100 125 T150 125 T200 125 V200 H0 Z" fill="#0ea5e9"/>
    <path d="M0 160 Q25 140 50 160 T100 160 T150 160 T200 160 V200 H0 Z" fill="#0369a1"/>`,
  people: `
    <circle cx="55" cy="70" r="24" fill="${W}" opacity="0.85"/><path d="M15 160 Q15 105 55 105 Q95 105 95 160 Z" fill="${W}" opacity="0.85"/>
    <circle cx="145" cy="70" r="24" fill="${W}" opacity="0.85"/><path d="M105 160 Q105 105 145 105 Q185 105 185 160 Z" fill="${W}" opacity="0.85"/>
    <circle cx="100" cy="60" r="28" fill="${W}"/><path d="M52 175 Q52 100 100 100 Q148 100 148 175 Z" fill="${W}"/>`,
  star: `
    <path d="M100 12 L124 72 L190 76 L139 117 L156 182 L100 146 L44 182 L61 117 L10 76 L76 72 Z" fill="#fbbf24" stroke="${W}" stroke-width="6"/>`,
  lantern: `
    <rect x="70" y="18" width="60" height="16" rx="6" fill="#334155"/>
    <path d="M85 34 Q100 8 115 34" stroke="#334155" stroke-width="6" fill="none"/>
    <rect x="60" y="34" width="80" height="120" rx="18" fill="#fde68a" stroke="#334155" stroke-width="8"/>
    <circle cx="100" cy="94" r="26" fill="#facc15"/>
    <rect x="64" y="154" width="72" height="22" rx="6" fill="#334155"/>
    <path d="M140 196 L158 166 L198 166 L180 196 Z" fill="#1e3a8a" stroke="${W}" stroke-width="2"/>
    <path d="M149 181 H189 M171 166 L162 196" stroke="${W}" stroke-width="2"/>`,
  bulb: `
    <circle cx="100" cy="80" r="55" fill="#fef08a"/>
    <rect x="78" y="128" width="44" height="30" rx="6" fill="#e2e8f0"/>
    <rect x="84" y="160" width="32" height="14" rx="6" fill="#94a3b8"/>
    <path d="M82 95 L92 70 L100 95 L108 70 L118 95" stroke="#ca8a04" stroke-width="6" fill="none"/>`,
  chat: `
    <path d="M20 30 H150 Q165 30 165 45 V105 Q165 120 150 120 H70 L40 150 V120 H35 Q20 120 20 105 Z" fill="${W}"/>
    <path d="M80 95 H170 Q185 95 185 110 V160 Q185 175 170 175 H165 V195 L140 175 H95 Q80 175 80 160 Z" fill="#fde68a"/>
    <g fill="#64748b"><circle cx="60" cy="75" r="8"/><circle cx="92" cy="75" r="8"/><circle cx="124" cy="75" r="8"/></g>`,
  leaf: `
    <path d="M30 170 Q20 40 170 30 Q180 170 30 170 Z" fill="#4ade80"/>
    <path d="M30 170 Q90 110 150 50" stroke="#166534" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  handshake: `
    <path d="M10 90 L60 70 L100 95 L140 70 L190 90 L190 130 L150 140 L100 165 L50 140 L10 130 Z" fill="#fcd34d"/>
    <path d="M60 110 L95 135 M75 100 L110 125 M90 92 L125 117" stroke="#92400e" stroke-width="6" stroke-linecap="round"/>`,
  laptop: `
    <rect x="35" y="40" width="130" height="90" rx="8" fill="#1e293b"/>
    <rect x="45" y="50" width="110" height="70" rx="4" fill="#38bdf8"/>
    <path d="M15 140 H185 L170 165 H30 Z" fill="#cbd5e1"/>
    <path d="M60 100 L85 75 L105 95 L140 60" stroke="${W}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
};
