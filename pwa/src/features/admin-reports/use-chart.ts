import { useEffect, useRef, useState } from 'react';
import type { ChartSpec } from './report-data';

/** chart.js and its set-up, fetched once when the first chart is drawn. */
let library: Promise<typeof import('./chart-setup')> | undefined;
const loadLibrary = () => (library ??= import('./chart-setup'));
const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Draws `spec` on the returned canvas ref once chart.js has loaded; `failed` when it could not. */
export function useChart(spec: ChartSpec) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let chart: { destroy: () => void } | undefined;
    loadLibrary()
      .then(({ drawChart }) => {
        if (live && canvas.current) chart = drawChart(canvas.current, spec, reducedMotion());
      })
      .catch(() => {
        library = undefined; // try again next time (e.g. back online)
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [spec]);
  return { canvas, failed };
}
