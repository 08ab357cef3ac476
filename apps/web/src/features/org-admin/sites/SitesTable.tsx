import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SITE_INDENT_PX, type SiteRecord } from '@qualium/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggled } from '../model/selection';
import { type SiteActionHandlers, SiteActions } from './SiteActions';
import { SiteExpanded } from './SiteExpanded';

interface Props {
  sites: SiteRecord[];
  /** The company worked in: depths count from it, and it is not deleted from itself. */
  scopeSiteId: number | null;
  canEdit: boolean;
  handlers: SiteActionHandlers;
  compact: boolean;
}

function SiteName({ site, indent }: { site: SiteRecord; indent: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: `${indent * SITE_INDENT_PX}px`, minWidth: 0 }}>
      <Avatar
        src={site.logo ?? undefined}
        alt=""
        variant="rounded"
        sx={{ width: 28, height: 28, bgcolor: 'primary.main', fontSize: 14, '& img': { objectFit: 'contain' } }}
      >
        {site.name.slice(0, 1)}
      </Avatar>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {site.name}
      </Typography>
    </Box>
  );
}

/**
 * The Companies table (shell-and-admin §2.9): name, path and parent, each row expanding into its tabs. On a
 * phone the rows are cards with the same expansion and a menu of actions.
 */
export function SitesTable({ sites, scopeSiteId, canEdit, handlers, compact }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseDepth = Math.min(...sites.map((s) => s.depth));
  const expander = (site: SiteRecord) => (
    <IconButton
      size="small"
      aria-expanded={open.has(site.id)}
      aria-label={t(open.has(site.id) ? 'orgAdmin.collapse' : 'orgAdmin.expand', { name: site.name })}
      onClick={() => setOpen(toggled(open, site.id))}
      data-testid={`site-expand-${site.id}`}
    >
      {open.has(site.id) ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
    </IconButton>
  );
  const actions = (site: SiteRecord) => (
    <SiteActions
      site={site}
      canEdit={canEdit}
      isScopeSite={site.id === scopeSiteId}
      handlers={handlers}
      compact={compact}
    />
  );
  const expanded = (site: SiteRecord) => (
    <Collapse in={open.has(site.id)} unmountOnExit>
      <SiteExpanded site={site} canEdit={canEdit} actions={handlers} />
    </Collapse>
  );

  if (compact) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }} data-testid="sites-cards">
        {sites.map((site) => (
          <Paper key={site.id} variant="outlined" sx={{ p: 1, borderRadius: 2 }} data-testid={`site-row-${site.id}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {expander(site)}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <SiteName site={site} indent={site.depth - baseDepth} />
                <Typography variant="caption" color="text.secondary" component="div" sx={{ pl: 4.5 }}>
                  {site.path}
                  {site.parent_name && ` · ${site.parent_name}`}
                </Typography>
              </Box>
              {actions(site)}
            </Box>
            {expanded(site)}
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" data-testid="sites-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell sx={{ fontWeight: 600 }}>{t('orgAdmin.columns.name')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('orgAdmin.columns.path')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('orgAdmin.columns.parent')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('orgAdmin.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sites.map((site) => (
            <Fragment key={site.id}>
              <TableRow
                hover
                data-testid={`site-row-${site.id}`}
                sx={{ '& > td': { borderBottom: open.has(site.id) ? 0 : undefined } }}
              >
                <TableCell padding="checkbox">{expander(site)}</TableCell>
                <TableCell>
                  <SiteName site={site} indent={site.depth - baseDepth} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>{site.path}</TableCell>
                <TableCell>{site.parent_name ?? '—'}</TableCell>
                <TableCell align="right">{actions(site)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={5} sx={{ py: 0, borderBottom: open.has(site.id) ? undefined : 0 }}>
                  {expanded(site)}
                </TableCell>
              </TableRow>
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
