import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ProcessTreeNode } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { detailsOf, unitsLink } from '../model/groups';

/**
 * One process of the map with the processes below it. Where the user takes part, each business
 * process of it links to its units (the explorer of that BP); a process shown only to connect the
 * tree is muted, says so, and links nowhere.
 */
export function ProcessNode({ node, bpNames }: { node: ProcessTreeNode; bpNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const details = detailsOf(node);
  return (
    <Box
      component="li"
      data-testid="process-node"
      data-reference={node.reference}
      data-participating={node.participating}
      sx={{ listStyle: 'none' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          py: 0.75,
          px: 1,
          borderRadius: 1,
          opacity: node.participating ? 1 : 0.62,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              variant="caption"
              sx={{ fontWeight: 700, color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
            >
              {node.reference}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
              {node.name}
            </Typography>
          </Box>
          {!node.participating && (
            <Tooltip title={t('processes.contextHint')}>
              <Chip
                size="small"
                variant="outlined"
                icon={<VisibilityOffIcon />}
                label={t('processes.context')}
                data-testid="process-context"
                sx={{ height: 20, mt: 0.5, '& .MuiChip-label': { px: 0.75 } }}
              />
            </Tooltip>
          )}
          {node.participating && node.bp_reference.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {node.bp_reference.map((ref) => (
                <Chip
                  key={ref}
                  size="small"
                  color="primary"
                  variant="outlined"
                  clickable
                  component={RouterLink}
                  to={unitsLink(ref)}
                  icon={<TravelExploreIcon />}
                  label={bpNames.get(ref) ?? ref}
                  data-testid="process-units-link"
                  data-bp={ref}
                />
              ))}
            </Box>
          )}
        </Box>
        {details.length > 0 && (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'processes.hideDetails' : 'processes.showDetails', { name: node.name })}
            onClick={() => setOpen((o) => !o)}
          >
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {details.length > 0 && (
        <Collapse in={open} unmountOnExit>
          <Box
            component="dl"
            sx={{
              m: 0,
              ml: 1,
              mb: 1,
              px: 1.5,
              py: 1,
              borderLeft: 3,
              borderColor: 'divider',
              display: 'grid',
              gap: 0.75,
            }}
          >
            {details.map((d) => (
              <Box key={d.key}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(`processes.details.${d.key}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                  {d.text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Collapse>
      )}
      {node.children.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2, borderLeft: 1, borderColor: 'divider', ml: 1.5 }}>
          {node.children.map((child) => (
            <ProcessNode key={child.id} node={child} bpNames={bpNames} />
          ))}
        </Box>
      )}
    </Box>
  );
}
