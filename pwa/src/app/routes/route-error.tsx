import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { useOnline } from '@/lib/use-online';

/** A route failed to load or render (e.g. a page chunk missing while offline). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const online = useOnline();
  console.error(error);
  return (
    <section role="alert" className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t(online ? 'routeError.title' : 'routeError.offlineTitle')}</h1>
      <p>{t(online ? 'routeError.text' : 'routeError.offline')}</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </p>
    </section>
  );
}
