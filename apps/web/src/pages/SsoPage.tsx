import { useLocation } from 'react-router';
import SsoCallback from '../features/sso/signin/SsoCallback';
import SsoLoginRedirect from '../features/sso/signin/SsoLoginRedirect';
import SsoLogout from '../features/sso/signin/SsoLogout';
import { resolveRoute } from '../shell/routing/resolveRoute';
import { FeatureTexts } from '../ui/FeatureTexts';

/** /ssologin, /ssocallback and any path ending in /ssologout (shell-and-admin §2.1), one lazy chunk for the three. */
export default function SsoPage() {
  const { pathname } = useLocation();
  const kind = resolveRoute(pathname).kind;
  return (
    <FeatureTexts>
      {kind === 'ssologin' ? <SsoLoginRedirect /> : kind === 'ssologout' ? <SsoLogout /> : <SsoCallback />}
    </FeatureTexts>
  );
}
