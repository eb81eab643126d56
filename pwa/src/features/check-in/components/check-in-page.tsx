import '../check-in.i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { CurrentUser } from '@shared/schemas/users';
import { serverMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n';
import type { RosterEntry } from '@/lib/db';
import { useToast } from '@/components/ui/use-toast';
import { countOf, judge, lastScan, ticketCodeOf } from '../check-in.rules';
import { checkIn, downloadRoster, scansOf, undoScan, useOutboxAnswers, useRoster, useScans } from '../check-in.store';
import { signal } from '../feedback';
import { CameraScanner } from './camera-scanner';
import { ConflictsList } from './conflicts-list';
import { EventPicker } from './event-picker';
import { ManualEntry } from './manual-entry';
import { NameSearch } from './name-search';
import { RosterBar } from './roster-bar';
import { ScanList } from './scan-list';
import { ScanResult, type ResultView } from './scan-result';

const EVENT_KEY = 'club.checkin.event';
const rememberedEvent = (): number | null => {
  try {
    const v = Number(localStorage.getItem(EVENT_KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
};

interface CheckInPageProps {
  user: CurrentUser;
  events: ClubEvent[];
  isAdmin: boolean;
}

/** /check-in: pick an event, download its roster, then check people in (camera, name, typed code), offline too. */
export function CheckInPage({ user, events, isAdmin }: CheckInPageProps) {
  const { t } = useTranslation('check-in');
  const { toast } = useToast();
  const [eventId, setEventIdState] = useState<number | null>(rememberedEvent);
  const roster = useRoster(eventId, user.id);
  const scans = useScans(eventId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ResultView | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  // One check-in at a time: the same code typed twice quickly is judged against the first one's scan.
  const queue = useRef<Promise<void>>(Promise.resolve());
  useOutboxAnswers(eventId, t('refused'));

  const setEventId = (id: number | null) => {
    setEventIdState(id);
    setError(null);
    try {
      if (id == null) localStorage.removeItem(EVENT_KEY);
      else localStorage.setItem(EVENT_KEY, String(id));
    } catch {
      /* not remembered */
    }
  };

  const download = async () => {
    if (eventId == null) return;
    setBusy(true);
    setError(null);
    try {
      await downloadRoster(eventId, user.id);
    } catch (err) {
      setError(serverMessage(err, t('event.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };

  const show = (view: ResultView) => {
    signal(view.tone);
    setResult(view);
  };

  const admit = useCallback(
    (find: (roster: RosterEntry[]) => string) => {
      queue.current = queue.current.then(async () => {
        if (eventId == null || !roster) return;
        const code = find(roster.roster);
        const verdict = judge(roster.roster, await scansOf(eventId), code);
        if (verdict.kind === 'unknown') return show({ tone: 'bad', title: t('result.unknown') });
        if (verdict.kind === 'cancelled') return show({ tone: 'bad', title: t('result.cancelled'), name: verdict.entry.name });
        if (verdict.kind === 'waitlisted') return show({ tone: 'bad', title: t('result.waitlisted'), name: verdict.entry.name });
        if (verdict.kind === 'own') return show({ tone: 'bad', title: t('result.own'), name: verdict.entry.name });
        if (verdict.kind === 'already')
          return show({ tone: 'warn', title: t('result.already', { time: formatDate(verdict.at, 'p') }), name: verdict.entry.name });
        await checkIn(eventId, verdict.entry, user.id, t('refused'));
        show({ tone: 'ok', title: t('result.ok'), name: verdict.entry.name });
      });
    },
    [eventId, roster, user.id, t],
  );

  const onCode = useCallback((raw: string) => admit(() => ticketCodeOf(raw)), [admit]);
  const onPick = (entry: RosterEntry) => admit(() => entry.ticketCode);
  // Back in the code box for the next person, once the result has gone and the box is there again.
  const refocus = useRef(false);
  const dismiss = useCallback(() => {
    refocus.current = true;
    setResult(null);
  }, []);
  useEffect(() => {
    if (result !== null || !refocus.current) return;
    refocus.current = false;
    codeField.current?.focus();
  }, [result]);

  const last = scans ? lastScan(scans) : undefined;
  const undo = async () => {
    if (!last) return;
    await undoScan(last);
    toast({ title: t('scans.undone', { name: last.name }) });
  };

  const count = roster && scans ? countOf(roster.roster, scans) : null;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <EventPicker events={events} value={eventId} onChange={setEventId} />
      {eventId != null && roster !== undefined && (
        <>
          <RosterBar roster={roster} busy={busy} error={error} onDownload={() => void download()} count={count} />
          {roster && (
            <>
              <CameraScanner onCode={onCode} paused={!!result} />
              <ManualEntry ref={codeField} onCode={onCode} />
              <NameSearch roster={roster.roster} onPick={onPick} />
              <ScanList scans={scans ?? []} onUndo={() => void undo()} canUndo={!!last} />
            </>
          )}
          {isAdmin && <ConflictsList eventId={eventId} />}
        </>
      )}
      {result && <ScanResult result={result} onDone={dismiss} />}
    </div>
  );
}
