import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document } from 'react-pdf';
import { useIsMobile } from '../../ui/useIsMobile';
import { closePdfDialog, type OpenPdfDialog } from './dialog';
import { PdfPages, pageTops } from './PdfPages';
import { PdfThumbnails } from './PdfThumbnails';
import { PdfToolbar } from './PdfToolbar';
import { PDF_OPTIONS } from './pdfjs';
import { usePdfBytes } from './usePdfBytes';
import { type FitMode, fitScale, PDF_VIEWER, pageAt, type Size, zoomIn, zoomOut } from './viewerState';

/** Every page's size at scale 1 as shown (rotation applied), read once the document is open. */
async function pageSizes(pdf: PDFDocumentProxy): Promise<Size[]> {
  const sizes: Size[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const viewport = (await pdf.getPage(n)).getViewport({ scale: 1 });
    sizes.push({ width: viewport.width, height: viewport.height });
  }
  return sizes;
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Box>{children}</Box>
    </Box>
  );
}

/**
 * The PDF dialog (records-explorer §2, §4, §9): the document's pages at scale 1.5 (fit to width on a
 * phone), zoom by 0.25 (out only while above 0.5), fit width or height, go to a page (1..pages), the
 * thumbnails beside at 0.25 with their page counters. Esc or close ends it and its data goes.
 */
export default function PdfDialog({ request }: { request: OpenPdfDialog }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const data = usePdfBytes(request);
  // pdf.js takes the bytes over (into its worker); the document keeps its own copy.
  const file = useMemo(() => (data ? { data: data.slice() } : null), [data]);
  const [sizes, setSizes] = useState<Size[]>([]);
  const [failed, setFailed] = useState(false);
  const [fit, setFit] = useState<FitMode>(mobile ? 'width' : 'overflow');
  const [scale, setScale] = useState<number>(PDF_VIEWER.defaultScale);
  const [preview, setPreview] = useState(!mobile);
  const [page, setPage] = useState(1);
  // The scrolled pages: a ref for the pages drawn near the view, and state so that its size is watched once it exists.
  const scroller = useRef<HTMLDivElement | null>(null);
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const attach = useCallback((box: HTMLDivElement | null) => {
    scroller.current = box;
    setScrollBox(box);
  }, []);
  const [view, setView] = useState<Size>({ width: 0, height: 0 });
  // Scrolling the dialog does to go to a page must not be read back as the reader moving.
  const steering = useRef(false);
  const settle = useRef<number | undefined>(undefined);

  const tops = useMemo(() => pageTops(sizes, scale), [sizes, scale]);
  const showPreview = preview && !mobile;

  const goTo = useCallback(
    (n: number) => {
      setPage(n);
      const box = scroller.current;
      const target = Math.max(0, (tops[n - 1] ?? 0) - 8);
      if (!box || Math.abs(box.scrollTop - target) < 1) return;
      steering.current = true;
      box.scrollTop = target;
    },
    [tops],
  );

  // The view's size decides the fitted scales.
  useLayoutEffect(() => {
    if (!scrollBox) return;
    const observer = new ResizeObserver(() =>
      setView({ width: scrollBox.clientWidth, height: scrollBox.clientHeight }),
    );
    observer.observe(scrollBox);
    return () => observer.disconnect();
  }, [scrollBox]);

  useEffect(() => {
    if (fit !== 'overflow' && sizes.length > 0) setScale(fitScale(fit, view, sizes));
  }, [fit, view, sizes]);

  // A new scale keeps the page the reader was on in view.
  const shownPage = useRef(page);
  shownPage.current = page;
  useLayoutEffect(() => {
    if (sizes.length > 0) goTo(shownPage.current);
  }, [goTo, sizes.length]);

  useEffect(() => () => window.clearTimeout(settle.current), []);

  function onScroll() {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      const box = scroller.current;
      if (steering.current) steering.current = false;
      else if (box) setPage(pageAt(box.scrollTop, box.clientHeight, tops));
    }, PDF_VIEWER.scrollSettleMs);
  }

  return (
    <Dialog
      open
      onClose={closePdfDialog}
      fullScreen={mobile}
      maxWidth={false}
      aria-labelledby="pdf-dialog-title"
      data-testid="pdf-dialog"
      slotProps={{ paper: { sx: mobile ? {} : { width: '92vw', height: '92vh', maxWidth: 1400 } } }}
    >
      <span id="pdf-dialog-title" hidden>
        {request.title}
      </span>
      <PdfToolbar
        title={request.title}
        mobile={mobile}
        scale={scale}
        fit={fit}
        page={page}
        pages={sizes.length}
        preview={showPreview}
        onPreview={() => setPreview((p) => !p)}
        onZoomIn={() => {
          setFit('overflow');
          setScale(zoomIn);
        }}
        onZoomOut={() => {
          setFit('overflow');
          setScale(zoomOut);
        }}
        onFit={setFit}
        onPage={goTo}
        onClose={closePdfDialog}
      />
      {!file ? (
        <Centered>
          <CircularProgress data-testid="pdf-loading" />
          <Typography sx={{ mt: 2 }}>{t('pdf.loading')}</Typography>
        </Centered>
      ) : failed ? (
        <Centered>
          <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
          <Typography sx={{ mt: 1 }} data-testid="pdf-failed">
            {t('pdf.retrieveFailed')}
          </Typography>
        </Centered>
      ) : (
        <Box sx={{ flex: 1, minHeight: 0, '& .react-pdf__Document': { height: '100%' } }}>
          <Document
            file={file}
            options={PDF_OPTIONS}
            loading={
              <Centered>
                <CircularProgress />
              </Centered>
            }
            error=""
            onLoadSuccess={(pdf) => void pageSizes(pdf).then(setSizes)}
            onLoadError={(error) => {
              console.error('Failed to retrieve PDF', error);
              setFailed(true);
            }}
          >
            <Box sx={{ display: 'flex', height: '100%', minHeight: 0, bgcolor: 'grey.200' }}>
              {showPreview && sizes.length > 0 && <PdfThumbnails sizes={sizes} page={page} onPage={goTo} />}
              <Box
                ref={attach}
                onScroll={onScroll}
                data-testid="pdf-pages"
                sx={{ flex: 1, overflow: 'auto', minWidth: 0 }}
              >
                {sizes.length > 0 && <PdfPages sizes={sizes} scale={scale} root={scroller} />}
              </Box>
            </Box>
          </Document>
        </Box>
      )}
    </Dialog>
  );
}
