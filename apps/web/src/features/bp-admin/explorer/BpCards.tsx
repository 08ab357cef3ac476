import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { BpRecord } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BpExpandedRow } from './BpExpandedRow';
import { type BpActionHandlers, BpRowActions } from './BpRowActions';

/**
 * The BP explorer on a phone: one card per BP with the same data and actions as a table row
 * (reference, name, type, site), unfolding to the same description and JSON tree.
 */
export function BpCards({ records, actions }: { records: BpRecord[]; actions: BpActionHandlers }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 1 }}>
      {records.map((bp) => (
        <Box
          key={bp.id}
          data-testid="bp-row"
          data-reference={bp.reference}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1, bgcolor: 'background.paper' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
            <IconButton
              size="small"
              onClick={() => toggle(bp.id)}
              aria-expanded={open.has(bp.id)}
              aria-label={t(open.has(bp.id) ? 'bpAdmin.collapse' : 'bpAdmin.expand', { reference: bp.reference })}
              data-testid="bp-expand"
            >
              {open.has(bp.id) ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
            </IconButton>
            <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{bp.reference}</Typography>
              <Typography variant="body2">{bp.name}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {[bp.type, bp.site_name].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <BpRowActions record={bp} handlers={actions} />
          </Box>
          <Collapse in={open.has(bp.id)} unmountOnExit>
            <Box sx={{ pt: 1, px: 0.5 }}>
              <BpExpandedRow record={bp} />
            </Box>
          </Collapse>
        </Box>
      ))}
    </Box>
  );
}
