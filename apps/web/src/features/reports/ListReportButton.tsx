import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { ReportTemplateSlot, UnitSelection } from '@qualium/contracts';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCentroScope } from '../../api/useCentroScope';
import { FileTypeIcon } from '../../ui/FileTypeIcon';
import { useIsMobile } from '../../ui/useIsMobile';
import { downloadListReport, useReportTemplates } from './api';
import { useReportFlow } from './useReportFlow';

/**
 * The explorer header's report-list download (records-explorer §2, §4): the business process's list
 * reports, each an .xlsx of every unit the current filters select (or of the selected ones, in the
 * selection bar), in the current order. One
 * report downloads at a click; several open a menu. A report whose template is not uploaded yet is
 * shown, disabled, with why. Disabled while a report is being generated.
 */
export function ListReportButton({
  businessProcess,
  query,
  selection,
}: {
  businessProcess: string;
  query: Record<string, string>;
  /** The explorer's selection: the report holds the selected units only (its selection bar). */
  selection?: UnitSelection;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { path } = useCentroScope();
  const templates = useReportTemplates(businessProcess);
  const { busy, run } = useReportFlow();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lists = (templates.data ?? []).filter((s) => s.kind === 'xlsx');
  if (templates.isSuccess && lists.length === 0) return null;

  const download = (template: ReportTemplateSlot) => {
    setAnchor(null);
    void run(() => downloadListReport(path, template, query, selection));
  };
  const only = lists.length === 1 ? lists[0]! : null;
  const click = (event: MouseEvent<HTMLElement>) => {
    if (only?.available) download(only);
    else setAnchor(event.currentTarget);
  };
  const label = t(selection ? 'reports.list.selectionButton' : 'reports.list.button');
  const testId = selection ? 'selection-list-report' : 'explorer-list-report';
  const tooltip = templates.isError
    ? t('reports.list.loadError')
    : t(selection ? 'reports.list.selectionTooltip' : 'reports.list.tooltip');
  const disabled = busy || !templates.isSuccess;
  const icon = busy ? <CircularProgress size={18} /> : <FileDownloadIcon />;

  return (
    <>
      <Tooltip title={tooltip}>
        <span>
          {mobile ? (
            <IconButton aria-label={label} disabled={disabled} onClick={click} data-testid={testId}>
              {icon}
            </IconButton>
          ) : (
            <Button
              variant="outlined"
              startIcon={icon}
              disabled={disabled}
              onClick={click}
              aria-haspopup={only?.available ? undefined : 'menu'}
              data-testid={testId}
            >
              {label}
            </Button>
          )}
        </span>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { dense: true, subheader: <ListSubheader>{t('reports.list.menu')}</ListSubheader> } }}
      >
        {lists.map((template) => (
          <MenuItem
            key={template.value}
            disabled={!template.available}
            onClick={() => download(template)}
            data-testid={`list-report-${template.value}`}
          >
            <ListItemIcon>
              <FileTypeIcon type="xls" />
            </ListItemIcon>
            <ListItemText
              primary={template.title}
              secondary={template.available ? template.template : t('reports.list.unavailable')}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
