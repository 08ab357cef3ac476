import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/download';
import { FileTypeIcon } from '../../../ui/FileTypeIcon';
import { fileTypeOf } from '../../../ui/fileTypes';
import { useReportFlow } from '../../reports';
import { useViewer } from '../ViewerContext';

interface ReportItem {
  value: string;
  title: string;
  suffix: string;
}

/**
 * The reports print menu: the unit's report templates (docx) and its PDF reports (the definition's
 * `pdf` reports, the spec's visor_pdf_reports). A download runs the spec's report flow
 * (records-explorer §4, features/reports/useReportFlow): an info message, the control disabled,
 * then success or the 'reports.error' message, and the control enabled again. The server names the
 * file ("{reference} {report title}.docx"); the unit's title is the fallback.
 */
export function ReportsMenu({ variant }: { variant: 'icon' | 'button' }) {
  const { t } = useTranslation();
  const { unit, siteScope } = useViewer();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { busy, run } = useReportFlow();
  const items: Array<ReportItem & { kind: 'report' | 'pdf' }> = [
    ...unit.reports.map((r) => ({ ...r, kind: 'report' as const })),
    ...unit.visor_pdf_reports.map((r) => ({ ...r, kind: 'pdf' as const })),
  ];
  const label = t('viewer.actions.reports');

  function download(item: ReportItem & { kind: 'report' | 'pdf' }) {
    setAnchor(null);
    const call = item.kind === 'pdf' ? 'get_qunit_pdf' : 'get_qunit_report';
    void run(() =>
      downloadFile(
        `${siteScope}/report/${encodeURIComponent(unit.uid)}/${call}/`,
        { template: item.value },
        `${unit.title}.${item.suffix}`,
      ),
    );
  }

  const open = (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <span>
            <IconButton
              aria-label={label}
              aria-haspopup="menu"
              disabled={busy}
              onClick={open}
              data-testid="viewer-action-reports"
            >
              <PrintIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          startIcon={<PrintIcon />}
          disabled={busy}
          onClick={open}
          sx={{ mb: 1 }}
          data-testid="viewer-documents-reports"
        >
          {label}
        </Button>
      )}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { dense: true } }}
      >
        {items.map((item) => (
          <MenuItem
            key={`${item.kind}-${item.value}`}
            onClick={() => download(item)}
            data-testid={`viewer-report-${item.kind}-${item.value}`}
          >
            <ListItemIcon>
              <FileTypeIcon type={fileTypeOf(null, `x.${item.suffix}`)} />
            </ListItemIcon>
            <ListItemText primary={item.title} secondary={item.suffix.toUpperCase()} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
