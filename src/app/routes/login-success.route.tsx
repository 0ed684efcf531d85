import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loginCallbackOf } from '../guards';

/** After a sign-in that left the site (social providers), go on to the page the reader came from, or home. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(loginCallbackOf(new URL(request.url)));
}

// The loader always redirects; this only stands in while it runs.
export { BootFallback as Component } from '../shell/boot-fallback';
