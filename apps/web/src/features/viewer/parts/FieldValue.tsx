import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CentroName } from '../../../ui/CentroName';
import { StateLabel } from '../../../ui/StateDot';
import type { FieldDisplay } from '../model/fieldDisplay';
import { FileChip } from './FileChip';
import { ImageThumb } from './ImageThumb';
import { MetricsTable } from './MetricsTable';
import { RelatedChips } from './RelatedChips';
import { TrackingTable } from './TrackingTable';

function WithIcon({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, '& svg': { color: 'text.secondary' } }}
    >
      {icon}
      {text}
    </Box>
  );
}

const wrap = { display: 'flex', flexWrap: 'wrap', gap: 0.75 } as const;

/** Draws one field value as fieldDisplay described it. */
export function FieldValue({ display }: { display: FieldDisplay }) {
  switch (display.kind) {
    case 'empty':
      return <Typography color="text.disabled">—</Typography>;
    case 'text':
      return (
        <Typography sx={{ whiteSpace: display.multiline ? 'pre-wrap' : 'normal', overflowWrap: 'anywhere' }}>
          {display.text}
        </Typography>
      );
    case 'state':
      return <StateLabel color={display.color} label={display.text} />;
    case 'user':
      return <WithIcon icon={<PersonOutlinedIcon fontSize="small" />} text={display.text} />;
    case 'folder':
      return <WithIcon icon={<FolderOpenIcon fontSize="small" />} text={display.text} />;
    case 'link':
      return (
        <Link href={display.href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {display.text}
        </Link>
      );
    case 'tags':
      return (
        <Box sx={wrap}>
          {display.tags.map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
        </Box>
      );
    case 'files':
      return (
        <Box sx={wrap}>
          {display.files.map((f) => (
            <FileChip key={`${f.name}-${f.version}`} file={f} />
          ))}
        </Box>
      );
    case 'images':
      return (
        <Box sx={wrap}>
          {display.files.map((f) => (
            <ImageThumb key={`${f.name}-${f.version}`} file={f} />
          ))}
        </Box>
      );
    case 'centro':
      return <CentroName name={display.text} logo={display.logo} />;
    case 'units':
      return <RelatedChips units={display.units} />;
    case 'metrics':
      return <MetricsTable metrics={display.metrics} />;
    case 'tracking':
      return <TrackingTable table={display.table} />;
  }
}
