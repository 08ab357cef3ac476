import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';

/**
 * The company's process map image (sites.process_map_image, served from media), or the spec's
 * "There is no process map configured" when it has none, or a designed note when it fails.
 */
export function ProcessMapImage({ src, company }: { src: string | null; company: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) {
    return (
      <EmptyState
        testId="process-map-none"
        icon={<MapIcon />}
        title={t('processes.none')}
        hint={t('processes.noneHint')}
      />
    );
  }
  if (failed === src) {
    return <EmptyState testId="process-map-failed" icon={<BrokenImageIcon />} title={t('processes.imageFailed')} />;
  }
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="img"
        src={src}
        alt={t('processes.imageAlt', { company })}
        onError={() => setFailed(src)}
        data-testid="process-map-image"
        sx={{
          display: 'block',
          width: '100%',
          maxHeight: { xs: 320, md: 440 },
          objectFit: 'contain',
          bgcolor: 'background.paper',
        }}
      />
      <Button
        size="small"
        href={src}
        target="_blank"
        rel="noopener"
        startIcon={<OpenInNewIcon />}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        {t('processes.openImage')}
      </Button>
    </Box>
  );
}
