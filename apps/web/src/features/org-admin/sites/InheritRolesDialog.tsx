import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InheritableRole, SiteRecord } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useIsMobile } from '../../../ui/useIsMobile';
import { orgKeys } from '../api/keys';
import { editInheritance, fetchInheritableRoles } from '../api/sites';
import { symmetricDifference, toggled } from '../model/selection';
import { FormErrorAlert } from '../parts/FormErrorAlert';
import { useFieldLabels } from '../parts/useFieldLabels';

/** Inherit roles dialog max width (shell-and-admin §9). */
const INHERIT_DIALOG_MAX_WIDTH_PX = 1000;

const byDepartment = (roles: readonly InheritableRole[]) => {
  const groups = new Map<string, InheritableRole[]>();
  for (const role of roles) groups.set(role.department_name, [...(groups.get(role.department_name) ?? []), role]);
  return [...groups.entries()];
};

/**
 * Which of its parent's roles a sub-company inherits (shell-and-admin §2.9, §7): the parent's roles by
 * department, ticked when inherited. Saving sends only the roles whose tick changed.
 */
export function InheritRolesDialog({ site, onClose }: { site: SiteRecord; onClose(changed: boolean): void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const labels = useFieldLabels();
  const query = useQuery({
    queryKey: orgKeys.inheritable(site.path),
    queryFn: ({ signal }) => fetchInheritableRoles(site.path, signal),
    refetchOnMount: 'always',
  });
  const current = useMemo(
    () => new Set((query.data?.results ?? []).filter((r) => r.inherited).map((r) => r.id)),
    [query.data],
  );
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const chosen = selected ?? current;
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const changes = symmetricDifference(chosen, current);
  const shown = (query.data?.results ?? []).filter((r) =>
    `${r.name} ${r.department_name}`.toLowerCase().includes(search.trim().toLowerCase()),
  );

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await editInheritance(site.path, changes);
      onClose(true);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      fullScreen={mobile}
      fullWidth
      onClose={() => !busy && onClose(false)}
      slotProps={{ paper: { sx: { maxWidth: INHERIT_DIALOG_MAX_WIDTH_PX } } }}
      data-testid="inherit-dialog"
    >
      {busy && <LinearProgress />}
      <DialogTitle>
        {t('orgAdmin.inherit.title', { name: site.name })}
        <Typography variant="body2" color="text.secondary">
          {t('orgAdmin.inherit.subtitle', { parent: site.parent_name ?? '' })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        <FormErrorAlert error={error} labels={labels} />
        {query.isError ? (
          <LoadFailed
            title={t('orgAdmin.loadFailed')}
            retry={t('orgAdmin.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <Box aria-busy="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Box>
        ) : query.data.count === 0 ? (
          <Alert severity="info">{t('orgAdmin.inherit.nothing')}</Alert>
        ) : (
          <>
            <TextField
              size="small"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('orgAdmin.inherit.search')}
              sx={{ mb: 1, mt: error ? 2 : 0, width: { xs: '100%', sm: 320 } }}
              slotProps={{
                htmlInput: { 'aria-label': t('orgAdmin.inherit.search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {byDepartment(shown).map(([department, roles]) => (
              <Box key={department} sx={{ mb: 1.5 }}>
                <Typography variant="overline" color="text.secondary">
                  {department}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
                  {roles.map((role) => (
                    <FormControlLabel
                      key={role.id}
                      title={role.description}
                      control={
                        <Checkbox
                          size="small"
                          checked={chosen.has(role.id)}
                          onChange={() => setSelected(toggled(chosen, role.id))}
                          slotProps={{ input: { 'data-testid': `inherit-role-${role.id}` } as object }}
                        />
                      }
                      label={
                        <span>
                          {role.name}
                          {role.site !== site.parent && (
                            <Typography component="span" variant="caption" color="text.secondary">
                              {` · ${role.site_name}`}
                            </Typography>
                          )}
                        </span>
                      }
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {t('orgAdmin.inherit.changes', { count: changes.length })}
        </Typography>
        <Button onClick={() => onClose(false)} disabled={busy}>
          {t('orgAdmin.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={busy || changes.length === 0}
          data-testid="inherit-save"
        >
          {t('orgAdmin.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
