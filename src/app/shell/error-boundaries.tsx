import { ErrorScreen, NotFoundScreen } from '@/features/status';
import { authClient } from '@/auth-client';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { paths } from '../paths';

/** Reports an unexpected failure once through the session client's log beacon (spec §7 `_log`). */
function useReport(error: unknown) {
  const location = useLocation();
  const unexpected = !(isRouteErrorResponse(error) && error.status === 404);
  useEffect(() => {
    if (!unexpected) return;
    const message = error instanceof Error ? error.message : String(error);
    void authClient.log('error', 'ROUTE_ERROR', { message, path: location.pathname });
  }, [error, unexpected, location.pathname]);
}

// A failed page load is most often a route chunk of an older deployment: only a full reload fetches the new one.
const reload = () => window.location.reload();

function ErrorContent() {
  const error = useRouteError();
  useReport(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen homeHref={paths.main.href()} />;
  return <ErrorScreen homeHref={paths.main.href()} onRetry={reload} />;
}

/** A page that failed inside the shell: the header and navigation stay usable. */
export function RouteErrorBoundary() {
  return <ErrorContent />;
}

/** The shell itself failed (or the session bootstrap threw): the page alone, without navigation. */
export function RootErrorBoundary() {
  return (
    <main>
      <ErrorContent />
    </main>
  );
}
