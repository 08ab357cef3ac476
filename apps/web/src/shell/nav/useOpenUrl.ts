import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isExternalUrl } from './navTree';

/** Menu urls are usually app paths; a full address (a menu pointing elsewhere) opens in a new tab. */
export function useOpenUrl(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (isExternalUrl(url)) window.open(url, '_blank', 'noopener');
      else navigate(url.startsWith('/') ? url : `/${url}`);
    },
    [navigate],
  );
}
