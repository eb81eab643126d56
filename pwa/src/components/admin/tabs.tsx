import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { formatNumber } from '@/lib/i18n';

export interface TabDef {
  id: string;
  label: ReactNode;
  /** A count shown beside the label (e.g. pending reviews). */
  badge?: number;
}

/**
 * ARIA tabs: a tablist whose arrow keys (and Home / End) move between tabs and select them,
 * one tab in the Tab order, and the selected panel labelled by its tab. Scrolls sideways on a phone.
 */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
  children,
  testId,
}: {
  tabs: TabDef[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );

  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    onSelect(tabs[next]!.id);
    refs.current[tabs[next]!.id]?.focus();
  };

  return (
    <div className="grid grid-cols-1 gap-4" data-testid={testId}>
      <div role="tablist" aria-label={label} className="tabs tabs-box flex-nowrap overflow-x-auto" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const on = tab.id === tabs[index]!.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={on}
              aria-controls={`${base}-panel`}
              tabIndex={on ? 0 : -1}
              className={`tab min-h-11 flex-nowrap gap-2 whitespace-nowrap ${on ? 'tab-active' : ''}`}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
              {tab.badge ? <span className="badge badge-sm badge-error">{formatNumber(tab.badge)}</span> : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${tabs[index]!.id}`}
        tabIndex={0}
        className="grid grid-cols-1 gap-4 focus-visible:outline-2"
      >
        {children}
      </div>
    </div>
  );
}
