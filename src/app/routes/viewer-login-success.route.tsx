import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loginCallbackOf } from '../guards';
import { paths } from '../paths';

const VIEWER_PREFIX = paths.viewer.path.replace(':id', '');

/** A sign-in started in the viewer returns to that episode; any other target is not this route's business. */
export function loader({ request }: LoaderFunctionArgs) {
  const target = loginCallbackOf(new URL(request.url));
  return redirect(target.startsWith(VIEWER_PREFIX) ? target : paths.main.href());
}

// The loader always redirects; this only stands in while it runs.
export { BootFallback as Component } from '../shell/boot-fallback';
