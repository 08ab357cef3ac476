import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { PreferencesResponse, SessionUser } from '@qualium/contracts';
import { displayName } from '@qualium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { useSession } from '../../session/session';
import { globalMessage } from '../../ui/globalMessage';
import { LoadFailed } from '../../ui/LoadFailed';
import { ScreenLayout } from '../../ui/ScreenLayout';
import { fetchPreferences, preferencesKey, savePreferences } from './api';
import { applySavedPreferences } from './applySaved';
import { type FieldErrors, splitErrors } from './model/errors';
import { CentroField } from './parts/CentroField';
import { LanguageField } from './parts/LanguageField';
import { type PhotoChoice, PhotoField } from './parts/PhotoField';

function PreferencesForm({ saved, user }: { saved: PreferencesResponse; user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const centros = useSession((s) => s.me?.centros ?? []);
  const sites = useSession((s) => s.me?.sites ?? []);
  const [lang, setLang] = useState<string>(saved.lang);
  const [centro, setCentro] = useState<number | null>(saved.preferred_centro);
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: 'keep' });
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ fields: FieldErrors; other: string[] }>({ fields: {}, other: [] });
  const sending = progress !== null;
  const changed = lang !== saved.lang || centro !== saved.preferred_centro || photo.kind !== 'keep';

  const save = async () => {
    setErrors({ fields: {}, other: [] });
    setProgress(0);
    try {
      const next = await savePreferences(
        {
          lang,
          preferredCentro: centro,
          photo: photo.kind === 'new' ? photo.file : photo.kind === 'remove' ? 'remove' : undefined,
        },
        setProgress,
      );
      queryClient.setQueryData(preferencesKey(user.id), next);
      setPhoto({ kind: 'keep' });
      await applySavedPreferences();
      // In the language just saved, which may not be the one this render was made in.
      globalMessage.set({ severity: 'success', text: i18n.t('preferences.saved') });
    } catch (error) {
      setErrors(splitErrors(error, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, position: 'relative', overflow: 'hidden' }}>
      {sending && (
        <LinearProgress
          variant="determinate"
          value={Math.round((progress ?? 0) * 100)}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          p: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <PhotoField
          current={saved.photo_url}
          choice={photo}
          onChange={setPhoto}
          error={errors.fields.photo}
          disabled={sending}
        />
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <LanguageField value={lang} onChange={setLang} error={errors.fields.lang} disabled={sending} />
          <CentroField
            value={centro}
            onChange={setCentro}
            centros={centros}
            sites={sites}
            error={errors.fields.preferred_centro}
            disabled={sending}
          />
          {errors.other.length > 0 && (
            <Alert severity="error" sx={{ whiteSpace: 'pre-line' }} data-testid="preferences-error">
              {errors.other.join('\n')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button
              disabled={!changed || sending}
              onClick={() => {
                setLang(saved.lang);
                setCentro(saved.preferred_centro);
                setPhoto({ kind: 'keep' });
                setErrors({ fields: {}, other: [] });
              }}
            >
              {t('preferences.undo')}
            </Button>
            <Button
              variant="contained"
              disabled={!changed || sending}
              onClick={() => void save()}
              data-testid="preferences-save"
            >
              {t('preferences.save')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

/**
 * Screen `preferences` (shell-and-admin §2.4 user menu "preferences"): the signed-in user's language,
 * preferred centro and photo, saved to their own record. A saved language applies at once.
 */
export default function PreferencesPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.persisted.user);
  const query = useQuery({
    queryKey: preferencesKey(user?.id ?? null),
    queryFn: ({ signal }) => fetchPreferences(signal),
    enabled: user !== null,
  });
  const fullName = user ? displayName(user) : '';
  return (
    <ScreenLayout
      testId="preferences"
      title={t('preferences.title')}
      subtitle={user ? `${fullName} · ${user.username}` : undefined}
      maxWidth={960}
    >
      {query.isError ? (
        <LoadFailed
          title={t('preferences.loadFailed')}
          retry={t('preferences.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data && user ? (
        <PreferencesForm key={JSON.stringify(query.data)} saved={query.data} user={user} />
      ) : (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      )}
    </ScreenLayout>
  );
}
