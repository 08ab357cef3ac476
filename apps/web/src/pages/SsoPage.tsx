import { useLocation } from 'react-router';
import SsoCallback from '../features/sso/signin/SsoCallback';
import SsoLoginRedirect from '../features/sso/signin/SsoLoginRedirect';
import SsoLogout from '../features/sso/signin/SsoLogout';
import SsoSigned from '../features/sso/signin/SsoSigned';
import { resolveRoute } from '../shell/routing/resolveRoute';
import { FeatureTexts } from '../ui/FeatureTexts';

/**
 * /ssologin, /ssocallback, any path ending in /ssologout (shell-and-admin §2.1) and /ssosigned (the
 * signing window), one lazy chunk for the four.
 */
export default function SsoPage() {
  const { pathname } = useLocation();
  const kind = resolveRoute(pathname).kind;
  return (
    <FeatureTexts>
      {kind === 'ssologin' ? (
        <SsoLoginRedirect />
      ) : kind === 'ssologout' ? (
        <SsoLogout />
      ) : kind === 'ssosigned' ? (
        <SsoSigned />
      ) : (
        <SsoCallback />
      )}
    </FeatureTexts>
  );
}
