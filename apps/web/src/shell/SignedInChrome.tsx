import { Suspense } from 'react';
import { FEATURE_HOSTS } from '../features/registry';
import { useSession } from '../session/session';
import { FeatureTexts } from '../ui/FeatureTexts';
import { InactivityWarning } from './inactivity/InactivityWarning';
import { ChangePasswordDialog } from './password/ChangePasswordDialog';
import { SupportChatLauncher } from './SupportChatLauncher';
import { SiteSelectorDrawer } from './siteSelector/SiteSelectorDrawer';

/**
 * What only a signed-in user has around every page: the site selector, the change-password
 * dialog, the support chat, the inactivity warning and the features' hosts (the unit dialog). The
 * shell loads it after sign-in, so the login page does not carry it.
 */
export default function SignedInChrome({
  inactivityTimeoutMs,
  onExpire,
}: {
  inactivityTimeoutMs: number;
  onExpire(): void;
}) {
  const chat = useSession((s) => s.persisted.user?.support_level.chat === true);
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
