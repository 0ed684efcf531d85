import { ErrorScreen } from '@/features/status';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  // Trying again means going back to the page that failed; a reader who landed here directly gets a reload.
  const retry = () => (window.history.length > 1 ? navigate(-1) : window.location.reload());
  return <ErrorScreen homeHref={paths.main.href()} onRetry={() => void retry()} />;
}
