import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BpRecord } from '@qualium/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { JsonTree } from '../json/JsonTree';
import { describeDefinition, parseDefinition } from '../model/describe';
import type { JsonValue } from '../property-editor';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * What an expanded BP row shows (shell-and-admin §2.9): a readable description of the definition — what it
 * is, where it belongs, how big each part is — above the navigable tree of its JSON.
 */
export function BpExpandedRow({ record }: { record: BpRecord }) {
  const { t } = useTranslation();
  const document = useMemo(() => parseDefinition(record.business_process), [record.business_process]);
  const about = describeDefinition(document, currentLanguage());
  if (!document) {
    return <Alert severity="warning">{t('bpAdmin.expanded.unreadable')}</Alert>;
  }
  const dash = '—';
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="bp-description">
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{about.name ?? record.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {about.description ?? t('bpAdmin.expanded.noDescription')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 1.5,
        }}
      >
        <Fact label={t('bpAdmin.expanded.process')} value={about.process ?? dash} />
        <Fact label={t('bpAdmin.expanded.owner')} value={`${record.site_name} (${record.path})`} />
        <Fact
          label={t('bpAdmin.expanded.shared')}
          value={t(about.shared ? 'bpAdmin.expanded.yes' : 'bpAdmin.expanded.no')}
        />
        <Fact label={t('bpAdmin.expanded.numbering')} value={about.numbering ?? dash} />
        <Fact label={t('bpAdmin.expanded.fields')} value={String(about.fields)} />
        <Fact
          label={t('bpAdmin.expanded.workflow')}
          value={t('bpAdmin.expanded.workflowSize', { states: about.states, transitions: about.transitions })}
        />
        <Fact label={t('bpAdmin.expanded.views')} value={about.views.join(', ') || dash} />
        <Fact label={t('bpAdmin.expanded.charts')} value={String(about.charts)} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
          {t('bpAdmin.expanded.sections')}
        </Typography>
        {about.sections.map((s) => (
          <Chip key={s} size="small" label={s} variant="outlined" />
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, maxHeight: 420, overflow: 'auto' }}>
        <JsonTree value={document as JsonValue} openLevels={1} testId="bp-json-tree" />
      </Paper>
    </Box>
  );
}
