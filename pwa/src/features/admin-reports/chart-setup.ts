/**
 * Chart.js, loaded only when the reports open (import('./chart-setup')): only the pieces the
 * reports use are registered, so the rest of the library is left out of the bundle.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { i18n } from '@/lib/i18n';
import type { ChartSpec } from './report-data';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Draws a grouped bar chart of `spec` on `canvas`; destroy() it when done. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec, reducedMotion: boolean): { destroy: () => void } {
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s) => ({ label: s.label, data: s.data, backgroundColor: s.color, borderRadius: 3 })),
    },
    options: {
      locale: i18n.language, // the axis numbers in the reader's digits (Intl)
      indexAxis: spec.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : undefined,
      scales: { [spec.horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
      plugins: { legend: { position: 'bottom' } },
    },
  });
}
