import FolderSpecialOutlinedIcon from '@mui/icons-material/FolderSpecialOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { DOCUMENT_BP_REFERENCE } from '@qualium/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderFilterControls } from './folderFilter';

const FolderSidePanel = lazy(() => import('./FolderSidePanel'));

/** Spec-free choice (docs/decisions.md): the side tree's width beside the list on desktop. */
const SIDE_WIDTH = 300;

const Loading = () => (
  <Box sx={{ p: 1.5 }} aria-busy="true">
    {[0, 1, 2, 3].map((i) => (
      <Skeleton key={i} height={32} />
    ))}
  </Box>
);

/**
 * Where the explorer's side folder directory goes (records-explorer §2): only in the explorer of
 * the default document process (DOCISODEFAULT). On desktop a column left of the list; on mobile a
 * button above it (with how many folders filter the list) that opens the tree in a drawer.
 * Anything else gets the list alone.
 */
export function FolderSideLayout({
  mode,
  businessProcess,
  controls,
  mobile,
  children,
}: {
  mode: string;
  businessProcess: string | null;
  controls: FolderFilterControls;
  mobile: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState(false);
  if (mode !== 'explorer' || businessProcess !== DOCUMENT_BP_REFERENCE) return children;
  const panel = (
    <Suspense fallback={<Loading />}>
      <FolderSidePanel controls={controls} businessProcess={businessProcess} />
    </Suspense>
  );
  if (mobile) {
    const count = controls.filters.directories.length;
    return (
      <>
        <Button
          variant="outlined"
          startIcon={<FolderSpecialOutlinedIcon />}
          onClick={() => setDrawer(true)}
          sx={{ mb: 1.5 }}
          data-testid="folder-side-open"
        >
          {count > 0 ? t('folders.side.openWithCount', { count }) : t('folders.side.open')}
        </Button>
        {children}
        <Drawer
          anchor="left"
          open={drawer}
          onClose={() => setDrawer(false)}
          keepMounted
          slotProps={{ paper: { sx: { width: 'min(360px, 88vw)', p: 1 } } }}
        >
          {panel}
          <Button
            onClick={() => setDrawer(false)}
            sx={{ mt: 2, alignSelf: 'flex-end' }}
            data-testid="folder-side-close"
          >
            {t('folders.side.close')}
          </Button>
        </Drawer>
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <Paper
        variant="outlined"
        component="aside"
        sx={{
          width: SIDE_WIDTH,
          flexShrink: 0,
          borderRadius: 2,
          position: 'sticky',
          top: 80,
          maxHeight: 'calc(100vh - 96px)',
          overflowY: 'auto',
          p: 0.5,
        }}
      >
        {panel}
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
