import AccountTreeIcon from '@mui/icons-material/AccountTree';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ProcessTreeNode } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentScope } from '../../shell/useCurrentScope';
import { LoadFailed } from '../../ui/LoadFailed';
import { ScreenLayout } from '../../ui/ScreenLayout';
import { bpListQuery } from '../explorer/api/queries';
import { useProcessTree } from '../explorer/api/useProcessTree';
import { EmptyState } from '../viewer/parts/EmptyState';
import { groupRoots, PROCESS_GROUPS, type ProcessGroup, participatingCount } from './model/groups';
import { ProcessMapImage } from './parts/ProcessMapImage';
import { ProcessNode } from './parts/ProcessNode';

const GROUP_COLOR: Record<ProcessGroup, string> = {
  strategic: 'primary.main',
  core: 'success.main',
  support: 'secondary.main',
};

function GroupCard({
  group,
  nodes,
  bpNames,
}: {
  group: ProcessGroup;
  nodes: ProcessTreeNode[];
  bpNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid={`process-group-${group}`}
      sx={{ borderRadius: 2, overflow: 'hidden', borderTop: 4, borderTopColor: GROUP_COLOR[group], minWidth: 0 }}
    >
      <Box sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {t(`processes.groups.${group}`)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('processes.participating', { count: participatingCount(nodes) })}
        </Typography>
      </Box>
      {nodes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, fontStyle: 'italic' }}>
          {t('processes.emptyGroup')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 1 }}>
          {nodes.map((node) => (
            <ProcessNode key={node.id} node={node} bpNames={bpNames} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * Screen `processes` (shell-and-admin §2.3 "Mapa de Procesos"): the company's process map image
 * and its process tree in three groups — strategic, core, support — as the user may see it in the
 * current centre. Each process the user takes part in links to its units; the ancestors shown
 * only to connect the tree are context.
 */
export default function ProcessMapPage() {
  const { t } = useTranslation();
  const { site, centro } = useCurrentScope();
  const tree = useProcessTree();
  const bps = useQuery(bpListQuery(site?.path ?? null, site !== null));
  const bpNames = useMemo(
    () => new Map((bps.data?.results ?? []).map((r) => [r.reference, r.name] as const)),
    [bps.data],
  );
  const groups = useMemo(() => (tree.data ? groupRoots(tree.data) : null), [tree.data]);

  return (
    <ScreenLayout
      testId="process-map"
      title={t('processes.title')}
      subtitle={[site?.name, centro?.name].filter(Boolean).join(' · ')}
    >
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', mb: 2 }}>
        <ProcessMapImage src={site?.process_map_image ?? null} company={site?.name ?? ''} />
      </Paper>
      {tree.isError ? (
        <LoadFailed
          title={t('processes.loadFailed')}
          retry={t('processes.retry')}
          onRetry={() => void tree.refetch()}
        />
      ) : !groups ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {PROCESS_GROUPS.map((g) => (
            <Skeleton key={g} variant="rounded" height={240} />
          ))}
        </Box>
      ) : tree.data?.length === 0 ? (
        <EmptyState
          testId="process-tree-empty"
          icon={<AccountTreeIcon />}
          title={t('processes.noProcesses')}
          hint={t('processes.noProcessesHint')}
        />
      ) : (
        <Box
          data-testid="process-tree"
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {PROCESS_GROUPS.map((g) => (
            <GroupCard key={g} group={g} nodes={groups[g]} bpNames={bpNames} />
          ))}
        </Box>
      )}
    </ScreenLayout>
  );
}
