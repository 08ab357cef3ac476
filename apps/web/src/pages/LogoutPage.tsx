import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../session/actions';
import { PageSpinner } from '../ui/LoadingScreen';

/** Any path ending in /logout: ends the session on the server and locally, then shows the login. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void signOut().then(() => {
      if (!cancelled) navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <>
      <PageSpinner />
      <Typography align="center" color="text.secondary">
        {t('logout.text')}
      </Typography>
    </>
  );
}
