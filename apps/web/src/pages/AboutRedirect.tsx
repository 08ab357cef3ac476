import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VENDOR_URL } from '../config';
import { PageSpinner } from '../ui/LoadingScreen';

/** /about and its /sede, /corp forms leave the application for the vendor's website (shell-and-admin §2.1). */
export default function AboutRedirect() {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.assign(VENDOR_URL);
  }, []);
  return (
    <>
      <PageSpinner />
      <Typography align="center" color="text.secondary">
        {t('about.leaving')}
      </Typography>
    </>
  );
}
