import { useLocation } from 'react-router-dom';
import { loginCallbackOf } from '../guards';

/** The login route keeps where the reader came from (`callback` or `callbackUrl`) and the `porch` parameter. */
export function useLoginTarget() {
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
  const hasCallback = url.searchParams.has('callback') || url.searchParams.has('callbackUrl');
  return {
    callback: loginCallbackOf(url),
    /** The callback to hand on to a sibling page, only when the reader brought one. */
    passOn: hasCallback ? loginCallbackOf(url) : null,
    porch: url.searchParams.get('porch'),
    sessionRequired: url.searchParams.get('error') === 'SessionRequired',
  };
}
