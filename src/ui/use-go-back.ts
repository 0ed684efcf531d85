import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * "Back" within the app: the previous page, or `fallback` when this page was opened directly (its history entry is
 * the app's first, so going back would leave the site).
 */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    void (key === 'default' ? navigate(fallback) : navigate(-1));
  }, [fallback, key, navigate]);
}
