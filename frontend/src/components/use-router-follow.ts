import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

interface FollowEvent {
  preventDefault(): void;
  detail: { href?: string; external?: boolean };
}

/**
 * An onFollow handler for Cloudscape links and href buttons: in-app links go
 * through the router (no full page load); external links are left alone.
 */
export function useRouterFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: FollowEvent) => {
      const href = event.detail.href;
      if (!href || event.detail.external || !href.startsWith('/')) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
