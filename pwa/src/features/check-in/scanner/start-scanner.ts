/**
 * The camera at the door: the back camera into a <video>, read with the browser's BarcodeDetector
 * where it has one, else with jsQR on canvas frames (iOS Safari). Both are loaded only when the
 * camera starts (this module is imported dynamically by the page).
 */
export interface Scanner {
  stop(): void;
}

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

const FRAME_MS = 200;
/** The same code read again within this time is the same person still in front of the camera. */
const REPEAT_MS = 3000;

async function nativeDetector(): Promise<Detector | null> {
  const Ctor = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Ctor) return null;
  try {
    const formats = (await Ctor.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Ctor({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

async function jsqrDetector(): Promise<Detector> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(source) {
      const video = source as HTMLVideoElement;
      const w = video.videoWidth;
      const h = video.videoHeight;
      if (!ctx || !w || !h) return [];
      canvas.width = w;
      canvas.height = h;
      ctx.drawImage(video, 0, 0, w, h);
      const found = jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' });
      return found ? [{ rawValue: found.data }] : [];
    },
  };
}

/** Starts the camera in `video` and calls `onCode` with each QR code read. Throws when there is no camera or no permission. */
export async function startScanner(video: HTMLVideoElement, onCode: (text: string) => void): Promise<Scanner> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    video.setAttribute('playsinline', '');
    video.muted = true;
    await video.play();
    const detector = (await nativeDetector()) ?? (await jsqrDetector());
    let last = { text: '', at: 0 };
    const tick = async () => {
      if (stopped) return;
      try {
        const [code] = video.readyState >= 2 ? await detector.detect(video) : [];
        const now = Date.now();
        if (code?.rawValue && !(code.rawValue === last.text && now - last.at < REPEAT_MS)) {
          last = { text: code.rawValue, at: now };
          onCode(code.rawValue);
        }
      } catch {
        /* a frame that could not be read */
      }
      if (!stopped) timer = setTimeout(() => void tick(), FRAME_MS);
    };
    void tick();
  } catch (err) {
    stop();
    throw err;
  }
  return { stop };
}
