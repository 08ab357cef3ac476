import { localeOf } from '@qualium/contracts';
import { Suspense, useEffect } from 'react';
import { FEATURE_HOSTS, SCREEN_WARM_UPS } from '../features/registry';
import { currentLanguage } from '../i18n';
import { useSession } from '../session/session';
import { FeatureTexts } from '../ui/FeatureTexts';
import { warmDateFormats } from '../ui/format';
import { whenIdle } from '../ui/whenIdle';
import { InactivityWarning } from './inactivity/InactivityWarning';
import { ChangePasswordDialog } from './password/ChangePasswordDialog';
import { SiteSelectorDrawer } from './siteSelector/SiteSelectorDrawer';
import { SupportChatLauncher } from './supportChat/SupportChatLauncher';

/** At the latest this long after sign-in, idle or not: before the user has reached for the menu. */
const WARM_UP_WITHIN_MS = 1000;

/**
 * What only a signed-in user has around every page: the site selector, the change-password
 * dialog, the support chat, the inactivity warning and the features' hosts (the unit dialog). The
 * shell loads it after sign-in, so the login page does not carry it. Once there, it fetches the
 * code of the screens features warm up (features/registry.ts) while the browser is idle.
 */
export default function SignedInChrome({
  inactivityTimeoutMs,
  onExpire,
}: {
  inactivityTimeoutMs: number;
  onExpire(): void;
}) {
  const chat = useSession((s) => s.persisted.user?.support_level.chat === true);
  // The screens users open first, fetched while they read the page they are on (and the date
  // formatters their tables use made); a warm-up that fails costs nothing but the time the page
  // then takes to load its code when opened.
  useEffect(
    () =>
      whenIdle(() => {
        for (const warmUp of SCREEN_WARM_UPS) warmUp().catch(() => undefined);
        warmDateFormats(localeOf(currentLanguage()));
      }, WARM_UP_WITHIN_MS),
    [],
  );
  return (
    <>
      <SiteSelectorDrawer />
      <ChangePasswordDialog />
      {chat && <SupportChatLauncher />}
      <InactivityWarning enabled timeoutMs={inactivityTimeoutMs} onExpire={onExpire} />
      <Suspense fallback={null}>
        <FeatureTexts>
          {FEATURE_HOSTS.map(({ name, Host }) => (
            <Host key={name} />
          ))}
        </FeatureTexts>
      </Suspense>
    </>
  );
}
