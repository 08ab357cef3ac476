import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../pages/PageFrame';
import { tellSigningDialog } from '../../../session/signingWindow';
import { readCallbackFragment } from './callbackFragment';

/**
 * /ssosigned: the return screen of the signing window (a signature through the IdP,
 * features/forms). It hands the IdP's answer to the dialog that opened it, then closes itself;
 * a browser that keeps it open shows what happened.
 */
export default function SsoSigned() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fragment] = useState(() => readCallbackFragment(window.location.hash));
  const failure =
    fragment.kind === 'error'
      ? t(`sso.errors.${fragment.error}`)
      : fragment.kind === 'empty'
        ? t('sso.errors.code')
        : null;
  const told = useRef(false);

  useEffect(() => {
    if (told.current) return;
    told.current = true;
    // The code is spent once read: a reload or the history must not offer it again.
    navigate('/ssosigned', { replace: true });
    tellSigningDialog(
      fragment.kind === 'code' ? { kind: 'code', code: fragment.code } : { kind: 'refused', message: failure ?? '' },
    );
    window.close();
  }, [fragment, failure, navigate]);

  return failure ? (
    <PageFrame testId="sso-signed" icon={<ErrorOutlineIcon />} title={t('sso.signed.failed')}>
      <Typography data-testid="sso-signed-error">{failure}</Typography>
    </PageFrame>
  ) : (
    <PageFrame testId="sso-signed" icon={<VerifiedUserIcon />} title={t('sso.signed.title')}>
      <Typography color="text.secondary">{t('sso.signed.close')}</Typography>
    </PageFrame>
  );
}
