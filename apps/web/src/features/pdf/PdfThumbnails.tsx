import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from 'react-pdf';
import { NearView } from './NearView';
import { PDF_VIEWER, type Size } from './viewerState';

/** The thumbnails beside the document (scale 0.25), each with its page counter; a click goes to the page. */
export function PdfThumbnails({
  sizes,
  page,
  onPage,
}: {
  sizes: readonly Size[];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const scale = PDF_VIEWER.previewScale;
  const widest = Math.max(0, ...sizes.map((s) => Math.round(s.width * scale)));
  return (
    <Box
      ref={list}
      data-testid="pdf-thumbnails"
      aria-label={t('pdf.thumbnails')}
      sx={{
        width: widest + 40,
        flexShrink: 0,
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        py: 1.5,
      }}
    >
      {sizes.map((size, i) => {
        const n = i + 1;
        const current = n === page;
        return (
          <ButtonBase
            key={n}
            onClick={() => onPage(n)}
            aria-current={current ? 'page' : undefined}
            aria-label={t('pdf.goToPage', { page: n })}
            data-testid="pdf-thumbnail"
            data-page={n}
            sx={{ display: 'flex', flexDirection: 'column', mx: 'auto', mb: 1.5, borderRadius: 1, p: 0.5 }}
          >
            <Box
              sx={{
                outline: 2,
                outlineColor: current ? 'primary.main' : 'transparent',
                outlineOffset: 2,
                borderRadius: 0.5,
              }}
            >
              <NearView root={list} width={Math.round(size.width * scale)} height={Math.round(size.height * scale)}>
                <Page pageNumber={n} scale={scale} renderTextLayer={false} renderAnnotationLayer={false} loading="" />
              </NearView>
            </Box>
            <Typography
              variant="caption"
              sx={{ mt: 0.5, fontWeight: current ? 700 : 400 }}
              color={current ? 'primary' : 'text.secondary'}
              data-testid="pdf-thumbnail-counter"
            >
              {t('pdf.pageCounter', { page: n, count: sizes.length })}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
