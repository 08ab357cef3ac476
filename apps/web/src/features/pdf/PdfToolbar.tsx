import CloseIcon from '@mui/icons-material/Close';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canZoomOut, clampPage, type FitMode } from './viewerState';

function Control({
  label,
  onClick,
  disabled,
  pressed,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={onClick}
          color={pressed ? 'primary' : 'default'}
          data-testid={testId}
          size="small"
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The dialog's header (records-explorer §2 PDF dialog): preview toggle (not on mobile), zoom in,
 * zoom out, fit width, fit height (not on mobile), page number with the total, close.
 */
export function PdfToolbar({
  title,
  mobile,
  scale,
  fit,
  page,
  pages,
  preview,
  onPreview,
  onZoomIn,
  onZoomOut,
  onFit,
  onPage,
  onClose,
}: {
  title: string;
  mobile: boolean;
  scale: number;
  fit: FitMode;
  page: number;
  pages: number;
  preview: boolean;
  onPreview: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: (mode: Exclude<FitMode, 'overflow'>) => void;
  onPage: (page: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // What is typed stays while typing; Enter or leaving the field goes to the page (within 1..pages).
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const go = () => {
    const target = clampPage(typed, pages);
    if (target === null) setTyped(String(page));
    else {
      setTyped(String(target));
      onPage(target);
    }
  };
  const ready = pages > 0;
  return (
    <Box
      data-testid="pdf-toolbar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        flexWrap: mobile ? 'wrap' : 'nowrap',
      }}
    >
      {!mobile && (
        <Control label={t('pdf.preview')} onClick={onPreview} pressed={preview} testId="pdf-preview-toggle">
          <ViewSidebarOutlinedIcon />
        </Control>
      )}
      <Typography
        variant="subtitle1"
        noWrap
        title={title}
        sx={{ flex: 1, minWidth: mobile ? '100%' : 80, fontWeight: 600, order: mobile ? -1 : 0 }}
        data-testid="pdf-title"
      >
        {title}
      </Typography>
      <Control
        label={t('pdf.zoomOut')}
        onClick={onZoomOut}
        disabled={!ready || !canZoomOut(scale)}
        testId="pdf-zoom-out"
      >
        <ZoomOutIcon />
      </Control>
      <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'center' }} data-testid="pdf-scale">
        {Math.round(scale * 100)}%
      </Typography>
      <Control label={t('pdf.zoomIn')} onClick={onZoomIn} disabled={!ready} testId="pdf-zoom-in">
        <ZoomInIcon />
      </Control>
      <Control
        label={t('pdf.fitWidth')}
        onClick={() => onFit('width')}
        pressed={fit === 'width'}
        disabled={!ready}
        testId="pdf-fit-width"
      >
        <SwapHorizIcon />
      </Control>
      {!mobile && (
        <Control
          label={t('pdf.fitHeight')}
          onClick={() => onFit('height')}
          pressed={fit === 'height'}
          disabled={!ready}
          testId="pdf-fit-height"
        >
          <SwapVertIcon />
        </Control>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mx: 1 }}>
        <TextField
          size="small"
          type="number"
          value={typed}
          disabled={!ready}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={go}
          onKeyDown={(e) => {
            if (e.key === 'Enter') go();
          }}
          slotProps={{
            htmlInput: {
              min: 1,
              max: Math.max(pages, 1),
              'aria-label': t('pdf.page'),
              'data-testid': 'pdf-page-input',
            },
          }}
          sx={{ width: 72 }}
        />
        <Typography variant="body2" color="text.secondary" noWrap data-testid="pdf-page-total">
          {t('pdf.ofPages', { count: pages })}
        </Typography>
      </Box>
      <Control label={t('pdf.close')} onClick={onClose} testId="pdf-close">
        <CloseIcon />
      </Control>
    </Box>
  );
}
