import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../ui/useIsMobile';
import { TemplateFilesPanel } from './TemplateFilesPanel';
import { TryTemplatePanel } from './TryTemplatePanel';

/**
 * The check-template dialog (records-explorer §2 header, §5, §6; administrators): trying a custom
 * template on the explorer's current data, and the process's own template files. Full screen on
 * mobile.
 */
export default function CheckTemplateDialog({
  businessProcess,
  query,
  onClose,
}: {
  businessProcess: string;
  query: Record<string, string>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [tab, setTab] = useState<'try' | 'files'>('try');
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={mobile}
      aria-labelledby="check-template-title"
      data-testid="check-template-dialog"
      // Held at the top, so that switching tabs of different heights does not make it jump.
      sx={{ '& .MuiDialog-container': { alignItems: mobile ? 'stretch' : 'flex-start' } }}
    >
      <DialogTitle id="check-template-title" sx={{ pr: 6 }}>
        {t('reports.check.title')}
        <IconButton
          aria-label={t('reports.check.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
          data-testid="check-template-close"
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 3 }}>
        <Tabs value={tab} onChange={(_, value) => setTab(value)} variant={mobile ? 'fullWidth' : 'standard'}>
          <Tab value="try" label={t('reports.check.tabs.try')} data-testid="check-tab-try" />
          <Tab value="files" label={t('reports.check.tabs.files')} data-testid="check-tab-files" />
        </Tabs>
      </Box>
      <DialogContent sx={{ pt: '20px !important', minHeight: 380 }}>
        {tab === 'try' ? <TryTemplatePanel query={query} /> : <TemplateFilesPanel businessProcess={businessProcess} />}
      </DialogContent>
    </Dialog>
  );
}
