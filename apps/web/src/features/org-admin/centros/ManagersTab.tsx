import SupervisorIcon from '@mui/icons-material/SupervisorAccountOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ManagerCandidateList } from '@qualium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { fetchManagerCandidates, setUserManager } from '../api/centros';
import { orgKeys } from '../api/keys';
import { ToggleCell } from '../parts/ToggleCell';
import { CentroPicker, type PickableCentro } from './CentroPicker';
import { usePending } from './usePending';

/**
 * The managers tab (shell-and-admin §2.9): for one centro, the people with a role there and a switch for
 * whether they manage it. Administrators switch; a centro's managers see it read only.
 */
export function ManagersTab({ sitePath, centros }: { sitePath: string; centros: readonly PickableCentro[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<number | null>(null);
  const centroId = picked ?? centros[0]?.id ?? null;
  const key = orgKeys.managers(sitePath, centroId ?? 0);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchManagerCandidates(sitePath, centroId as number, signal),
    enabled: centroId !== null,
  });
  const { isPending, run } = usePending();
  if (centroId === null) return <EmptyState icon={<SupervisorIcon />} title={t('orgAdmin.roles.noCentros')} />;
  const data = query.data;
  return (
    <Box data-testid="centro-managers">
      <Box sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <CentroPicker centros={centros} value={centroId} onChange={setPicked} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          {t(data && !data.can_edit ? 'orgAdmin.managers.readOnly' : 'orgAdmin.managers.hint')}
        </Typography>
      </Box>
      {query.isError ? (
        <LoadFailed title={t('orgAdmin.loadFailed')} retry={t('orgAdmin.retry')} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Box sx={{ px: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Box>
      ) : data.count === 0 ? (
        <EmptyState
          icon={<SupervisorIcon />}
          title={t('orgAdmin.managers.empty')}
          hint={t('orgAdmin.managers.emptyHint')}
        />
      ) : (
        <List disablePadding>
          {data.results.map((person) => (
            <ListItem
              key={person.id}
              divider
              data-testid={`manager-row-${person.id}`}
              secondaryAction={
                <ToggleCell
                  variant="switch"
                  checked={person.manager}
                  pending={isPending(String(person.id))}
                  disabled={!data.can_edit}
                  label={t('orgAdmin.managers.cell', { user: person.name })}
                  onToggle={() =>
                    void run(String(person.id), async () => {
                      const next = await setUserManager(sitePath, centroId, person.id, !person.manager);
                      queryClient.setQueryData<ManagerCandidateList>(key, next);
                    })
                  }
                  testId={`manager-${person.id}`}
                />
              }
            >
              <ListItemText primary={person.name} secondary={person.username} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
