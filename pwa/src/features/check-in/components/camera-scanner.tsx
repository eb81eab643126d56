import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scanner } from '../scanner/start-scanner';

/** The camera, started on request; each QR code read goes to `onCode`. The decoder loads only here. */
export function CameraScanner({ onCode, paused }: { onCode: (text: string) => void; paused: boolean }) {
  const { t } = useTranslation('check-in');
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const latest = useRef({ onCode, paused });
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');
  useEffect(() => {
    latest.current = { onCode, paused };
  });
  useEffect(() => () => scanner.current?.stop(), []);

  const start = async () => {
    if (!video.current) return;
    setState('starting');
    try {
      const { startScanner } = await import('../scanner/start-scanner');
      scanner.current = await startScanner(video.current, (text) => !latest.current.paused && latest.current.onCode(text));
      setState('on');
    } catch {
      setState('failed');
    }
  };
  const stop = () => {
    scanner.current?.stop();
    scanner.current = null;
    setState('off');
  };
  const hasCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  if (!hasCamera) return null;
  return (
    <div className="flex flex-col gap-2">
      <video
        ref={video}
        aria-label={t('camera.video')}
        className={`aspect-square w-full rounded-box bg-black object-cover ${state === 'on' || state === 'starting' ? '' : 'hidden'}`}
        muted
        playsInline
      />
      {state === 'starting' && <p role="status">{t('camera.starting')}</p>}
      {state === 'failed' && (
        <p role="alert" className="text-error">
          {t('camera.failed')}
        </p>
      )}
      <button type="button" className="btn btn-secondary btn-lg w-full" onClick={state === 'on' ? stop : () => void start()} disabled={state === 'starting'}>
        {state === 'on' ? t('camera.stop') : t('camera.start')}
      </button>
    </div>
  );
}
