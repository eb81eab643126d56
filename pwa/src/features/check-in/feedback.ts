/** A check-in result felt and heard: a vibration and a short beep, where the phone has them. */
export type Tone = 'ok' | 'warn' | 'bad';

const PATTERN: Record<Tone, number | number[]> = { ok: 80, warn: [80, 60, 80], bad: [250, 80, 250] };
const PITCH: Record<Tone, number> = { ok: 880, warn: 560, bad: 220 };

let audio: AudioContext | null = null;

export function signal(tone: Tone): void {
  try {
    navigator.vibrate?.(PATTERN[tone]);
  } catch {
    /* no vibration */
  }
  try {
    const Ctx = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = PITCH[tone];
    gain.gain.value = 0.15;
    osc.connect(gain).connect(audio.destination);
    const now = audio.currentTime;
    osc.start(now);
    osc.stop(now + (tone === 'ok' ? 0.12 : 0.3));
  } catch {
    /* no sound */
  }
}
