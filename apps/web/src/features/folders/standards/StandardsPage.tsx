import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { StandardRecord, StandardTreeNode } from '@qualium/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session';
import { useIsMobile } from '../../../ui/useIsMobile';
import { useStandards } from '../api';
import { StandardForm } from './StandardForm';
import { branchIds, byCode, StandardTree, sortedTree } from './StandardTree';

/** Depth first: every standard right after the one it belongs to. */
const flatten = (nodes: readonly StandardTreeNode[]): StandardRecord[] =>
  nodes.flatMap(({ children, ...record }) => [record, ...flatten(children)]);

/** The flat list (`GET standard/`): code, name, level and what it belongs to. */
function StandardList({ standards }: { standards: readonly StandardRecord[] }) {
  const { t } = useTranslation();
  const names = new Map(standards.map((s) => [s.id, [s.code, s.name].filter(Boolean).join(' · ')]));
  return (
    <Table size="small" data-testid="standard-list">
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>{t('folders.standards.code')}</TableCell>
          <TableCell sx={{ fontWeight: 600 }}>{t('folders.standards.name')}</TableCell>
          <TableCell sx={{ fontWeight: 600 }}>{t('folders.standards.levelColumn')}</TableCell>
          <TableCell sx={{ fontWeight: 600 }}>{t('folders.standards.parentColumn')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {standards.map((s) => (
          <TableRow key={s.id} data-testid="standard-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.code}</TableCell>
            <TableCell>{s.name}</TableCell>
            <TableCell>{s.level}</TableCell>
            <TableCell>{s.parent === null ? '—' : names.get(s.parent)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Screen `standards` (not in the specs' route table; Admin menu): the company's standards
 * (records-explorer §7 "Standards") as a tree or as the flat list, and, for administrators, the
 * form that adds one.
 */
export default function StandardsPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const sitePath = useSession((s) => s.persisted.site);
  const isAdmin = useSession((s) => s.persisted.user?.isAdmin === true);
  const { tree, list } = useStandards(sitePath);
  const [view, setView] = useState<'tree' | 'list'>('tree');
  const [open, setOpen] = useState<ReadonlySet<number> | null>(null);
  const nodes = useMemo(() => sortedTree(tree.data ?? []), [tree.data]);
  const branches = branchIds(nodes);
  // Top standards start open, so their clauses show at once.
  const opened = open ?? new Set(nodes.filter((n) => n.children.length > 0).map((n) => n.id));
  const allOpen = branches.length > 0 && branches.every((id) => opened.has(id));
  const query = view === 'tree' ? tree : list;

  const content = () => {
    if (query.isError) {
      return (
        <Stack spacing={2} sx={{ py: 5, alignItems: 'center' }}>
          <ErrorOutlineIcon color="error" fontSize="large" />
          <Typography color="text.secondary">{t('folders.standards.loadFailed')}</Typography>
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t('folders.standards.retry')}
          </Button>
        </Stack>
      );
    }
    if (!query.data) {
      return (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={34} />
          ))}
        </Stack>
      );
    }
    if (view === 'list') {
      return list.data && list.data.count > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <StandardList standards={[...list.data.results].sort(byCode)} />
        </Box>
      ) : (
        <Typography color="text.secondary">{t('folders.standards.empty')}</Typography>
      );
    }
    return nodes.length > 0 ? (
      <Box role="tree" aria-label={t('folders.standards.tree')} data-testid="standard-tree">
        <StandardTree
          nodes={nodes}
          open={opened}
          onToggle={(id) => {
            const next = new Set(opened);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            setOpen(next);
          }}
        />
      </Box>
    ) : (
      <Typography color="text.secondary">{t('folders.standards.empty')}</Typography>
    );
  };

  return (
    <Box data-testid="standards-page" sx={{ maxWidth: 1400, mx: 'auto', px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ mb: 2.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('folders.standards.title')}
        </Typography>
        <Typography color="text.secondary">{t('folders.standards.subtitle')}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: mobile ? '1fr' : 'minmax(0, 1fr) 360px',
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 1.5, md: 2.5 } }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
            <Box sx={{ flex: 1, minWidth: 160 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {t('folders.standards.tree')}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="standard-count">
                {list.data ? t('folders.standards.count', { count: list.data.count }) : ' '}
              </Typography>
            </Box>
            {view === 'tree' && branches.length > 0 && (
              <Button
                size="small"
                startIcon={allOpen ? <UnfoldLessIcon /> : <UnfoldMoreIcon />}
                onClick={() => setOpen(new Set(allOpen ? [] : branches))}
                data-testid="standard-expand-all"
              >
                {t(allOpen ? 'folders.standards.collapseAll' : 'folders.standards.expandAll')}
              </Button>
            )}
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, next: 'tree' | 'list' | null) => next && setView(next)}
              aria-label={t('folders.standards.view')}
            >
              <ToggleButton value="tree" aria-label={t('folders.standards.viewTree')} data-testid="standard-view-tree">
                <AccountTreeOutlinedIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="list" aria-label={t('folders.standards.viewList')} data-testid="standard-view-list">
                <ViewListIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          {content()}
        </Paper>
        <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 1.5, md: 2.5 } }}>
          {isAdmin && sitePath ? (
            <StandardForm sitePath={sitePath} standards={flatten(nodes)} />
          ) : (
            <Alert severity="info" data-testid="standard-admin-only">
              {t('folders.standards.adminOnly')}
            </Alert>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
