import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { useIsMobile } from '../../ui/useIsMobile';

const CheckTemplateDialog = lazy(() => import('./CheckTemplateDialog'));

/**
 * The explorer header's check-template control (records-explorer §2: admin only; §6 custom-template
 * upload: admins only). The server refuses the calls to anyone else too; the dialog's code loads
 * the first time it opens.
 */
export function CheckTemplateButton({
  businessProcess,
  query,
}: {
  businessProcess: string;
  query: Record<string, string>;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const isAdmin = useSession((s) => s.persisted.user?.isAdmin === true);
  const [open, setOpen] = useState(false);
  if (!isAdmin) return null;
  const label = t('reports.check.button');
  return (
    <>
      <Tooltip title={t('reports.check.tooltip')}>
        {mobile ? (
          <IconButton aria-label={label} onClick={() => setOpen(true)} data-testid="explorer-check-template">
            <FactCheckOutlinedIcon />
          </IconButton>
        ) : (
          <Button
            variant="outlined"
            startIcon={<FactCheckOutlinedIcon />}
            onClick={() => setOpen(true)}
            data-testid="explorer-check-template"
          >
            {label}
          </Button>
        )}
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <CheckTemplateDialog businessProcess={businessProcess} query={query} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
