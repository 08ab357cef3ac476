import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_BP_REFERENCE } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centroScope } from '../../../api/scope';
import { PageFrame } from '../../../pages/PageFrame';
import { useSession } from '../../../session/session';
import { useFolderList } from '../api';
import { FolderManager } from '../editor/FolderManager';

/**
 * Screen `directories` (shell-and-admin §2.9 "Directories"): the folders of a centro — the current
 * one, or another of the company's the user may browse — in the folder table with Id, where a row
 * click selects or deselects it and the add button then adds under it. Deletes name the default
 * document process, whose documents folders hold (the screen has no process of its own).
 */
export default function DirectoriesPage() {
  const { t } = useTranslation();
  const site = useSession((s) => s.persisted.site);
  const siteId = useSession((s) => s.persisted.site_data?.id ?? null);
  const current = useSession((s) => s.persisted.centro);
  const known = useSession((s) => s.me?.centros);
  const centros = (known ?? []).filter((c) => c.site === siteId);
  const [chosen, setChosen] = useState<number | null>(null);
  const centroId = chosen ?? current;
  const scope = site !== null && centroId !== null ? centroScope(site, centroId) : null;
  const list = useFolderList(scope);

  if (scope === null) {
    return (
      <PageFrame testId="directories-no-centro" icon={<FolderOpenIcon />} title={t('folders.page.title')}>
        <Typography color="text.secondary">{t('folders.page.noCentro')}</Typography>
      </PageFrame>
    );
  }

  const centroChoice = (
    <TextField
      select
      size="small"
      label={t('folders.page.centro')}
      value={centroId === null ? '' : String(centroId)}
      onChange={(e) => setChosen(Number(e.target.value))}
      sx={{ minWidth: 260, maxWidth: '100%' }}
      slotProps={{ htmlInput: { 'data-testid': 'directories-centro' } }}
    >
      {centros.map((c) => (
        <MenuItem key={c.id} value={String(c.id)} sx={{ pl: 2 + c.depth * 2 }}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      data-testid="directories-page"
      sx={{ maxWidth: 1400, mx: 'auto', px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}
    >
      <Box sx={{ mb: 2.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('folders.page.title')}
        </Typography>
        <Typography color="text.secondary">{t('folders.page.subtitle')}</Typography>
      </Box>
      <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 1.5, md: 2.5 } }}>
        {list.data ? (
          <FolderManager
            key={scope}
            scope={scope}
            list={list.data}
            businessProcess={DOCUMENT_BP_REFERENCE}
            showId
            selectable
            toolbar={centroChoice}
          />
        ) : list.isError ? (
          <Stack spacing={2} sx={{ py: 5, alignItems: 'center' }} data-testid="directories-error">
            <ErrorOutlineIcon color="error" fontSize="large" />
            <Typography color="text.secondary">{t('folders.page.loadFailed')}</Typography>
            <Button variant="contained" onClick={() => void list.refetch()}>
              {t('folders.page.retry')}
            </Button>
            {centroChoice}
          </Stack>
        ) : (
          <Stack spacing={1} aria-busy="true">
            <Skeleton variant="rounded" height={40} width={280} />
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} variant="rounded" height={36} />
            ))}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
