import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from 'react-pdf';
import { NearView } from './NearView';
import type { Size } from './viewerState';

/** Space around and between pages, and the page counter under each: where each page starts. */
const PAD = 16;
const GAP = 12;
const COUNTER = 22;

/** Each page's top in the scrolled content at `scale`, for going to a page and telling which is on show. */
export function pageTops(sizes: readonly Size[], scale: number): number[] {
  const tops: number[] = [];
  let y = PAD;
  for (const size of sizes) {
    tops.push(y);
    y += Math.round(size.height * scale) + COUNTER + GAP;
  }
  return tops;
}

/** The document's pages, one under the other, each with its counter ("3 / 12"). */
export function PdfPages({
  sizes,
  scale,
  root,
}: {
  sizes: readonly Size[];
  scale: number;
  root: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: `${PAD}px`, minWidth: 'min-content' }}
    >
      {sizes
        .map((size, i) => ({ n: i + 1, size }))
        .map(({ n, size }) => {
          const width = Math.round(size.width * scale);
          const height = Math.round(size.height * scale);
          return (
            <Box key={n} data-testid="pdf-page" data-page={n} sx={{ mb: `${GAP}px`, px: `${PAD}px` }}>
              <NearView root={root} width={width} height={height}>
                <Page pageNumber={n} scale={scale} renderTextLayer={false} renderAnnotationLayer={false} loading="" />
              </NearView>
              <Typography
                variant="caption"
                color="text.secondary"
                component="div"
                sx={{ height: COUNTER, lineHeight: `${COUNTER}px`, textAlign: 'center' }}
                data-testid="pdf-page-counter"
              >
                {t('pdf.pageCounter', { page: n, count: sizes.length })}
              </Typography>
            </Box>
          );
        })}
    </Box>
  );
}
