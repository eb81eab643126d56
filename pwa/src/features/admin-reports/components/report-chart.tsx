import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from '../report-data';
import { useChart } from '../use-chart';

/**
 * One report: its chart (a canvas whose aria-label sums it up) and the same numbers as a real
 * table, read by screen readers and shown with 'Show table' (or at once if the chart fails).
 */
export function ReportChart({ spec }: { spec: ChartSpec }) {
  const { t } = useTranslation('reports');
  const [shown, setShown] = useState(false);
  const { canvas, failed } = useChart(spec);
  const tableId = useId();
  const visible = shown || failed;
  const height = spec.horizontal ? 60 + 34 * Math.max(1, spec.labels.length) : 240;

  return (
    <section className="grid min-w-0 grid-cols-1 gap-2" aria-labelledby={`${tableId}-title`} data-testid={`report-${spec.id}`}>
      <h3 id={`${tableId}-title`} className="font-semibold">
        {spec.title}
      </h3>
      {failed ? (
        <p className="text-sm opacity-80">{t('chartFailed')}</p>
      ) : (
        <div className="relative w-full min-w-0" style={{ height }}>
          <canvas ref={canvas} role="img" aria-label={spec.summary}>
            {spec.summary}
          </canvas>
        </div>
      )}
      {!failed && (
        <button
          type="button"
          className="btn btn-ghost btn-sm min-h-11 justify-self-start"
          aria-expanded={shown}
          aria-controls={tableId}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('hideTable') : t('showTable')}
        </button>
      )}
      <div id={tableId} className={visible ? 'overflow-x-auto' : 'sr-only'}>
        <table className="table table-sm">
          <caption className="text-left text-sm opacity-80">{spec.caption}</caption>
          <thead>
            <tr>
              {spec.columns.map((c, i) => (
                <th key={c} scope="col" className={i > 0 ? 'text-right' : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="text-right">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
