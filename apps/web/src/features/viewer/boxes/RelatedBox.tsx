import AccountTreeIcon from '@mui/icons-material/AccountTree';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { BpBox, UnitDetail } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { unitExplorerHref } from '../links';
import { EmptyState } from '../parts/EmptyState';
import { StateDot } from '../parts/StateDot';
import { useViewer } from '../ViewerContext';

type UnitRef = UnitDetail['relations']['children'][number];

function UnitRefItem({ unit }: { unit: UnitRef }) {
  return (
    <ListItem disableGutters data-testid="viewer-related-unit" sx={{ gap: 1 }}>
      {unit.current_workflow_state && <StateDot color={unit.current_workflow_state.color} />}
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={unitExplorerHref(unit.uid, unit.business_process)} sx={{ fontWeight: 600 }}>
          {unit.reference}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {unit.title}
        </Typography>
      </Box>
    </ListItem>
  );
}

/**
 * The related box: the unit's origin and the units derived from it, limited to the BPs the box
 * names (every BP but NOTIF_* when it names none, layout.ts). Each opens in its explorer.
 */
export function RelatedBox({ box }: { box: Extract<BpBox, { kind: 'related' }> }) {
  const { t } = useTranslation();
  const { unit } = useViewer();
  const shown = (u: UnitRef) =>
    box.business_processes
      ? box.business_processes.includes(u.business_process)
      : !u.business_process.startsWith('NOTIF_');
  const parent = unit.relations.parent && shown(unit.relations.parent) ? unit.relations.parent : null;
  const children = unit.relations.children.filter(shown);
  if (!parent && children.length === 0) {
    return (
      <EmptyState
        icon={<AccountTreeIcon />}
        title={t('viewer.related.empty')}
        hint={t('viewer.related.emptyHint')}
        testId="viewer-related-empty"
      />
    );
  }
  return (
    <Box data-testid="viewer-related">
      {parent && (
        <List dense subheader={<ListSubheader disableGutters>{t('viewer.related.parent')}</ListSubheader>}>
          <UnitRefItem unit={parent} />
        </List>
      )}
      {children.length > 0 && (
        <List dense subheader={<ListSubheader disableGutters>{t('viewer.related.children')}</ListSubheader>}>
          {children.map((c) => (
            <UnitRefItem key={c.uid} unit={c} />
          ))}
        </List>
      )}
    </Box>
  );
}
