import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session/session';
import { unitDetailHref } from '../../../ui/unitLinks';
import { useViewer } from '../ViewerContext';
import { ContactsMenu } from './ContactsMenu';
import { ContentTypesMenu } from './ContentTypesMenu';
import { DossierMenu } from './DossierMenu';
import { DownloadCurrentButton, DownloadOptionsMenu } from './DownloadActions';
import { NavigateMenu } from './NavigateMenu';
import { ReportsMenu } from './ReportsMenu';
import { TransitionsMenu } from './TransitionsMenu';

/**
 * The viewer's action icons (records-explorer §2): each shows only when the unit carries its data —
 * the server decides what the user may do, the viewer never re-derives it.
 */
export function ActionIcons({
  onTransition,
  onCreateRelated,
  fullPage,
  onClose,
}: {
  onTransition: (transitionId: string) => void;
  onCreateRelated: (businessProcess: string) => void;
  /** Already the full-page view: no "view unit". */
  fullPage: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { unit } = useViewer();
  const hasReports = unit.reports.length > 0 || unit.visor_pdf_reports.length > 0;
  const canNavigate = unit.relations.parent !== null || unit.navigate_list.length > 0;
  const isAdmin = useSession((st) => st.persisted.user?.isAdmin === true);
  return (
    <Box
      role="toolbar"
      aria-label={t('viewer.actions.label')}
      data-testid="viewer-actions"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        flexShrink: 0,
        gap: 0.25,
        px: 1,
        py: 0.5,
        color: 'text.secondary',
      }}
    >
      {unit.transition_candidates.length > 0 && (
        <TransitionsMenu candidates={unit.transition_candidates} onChoose={onTransition} />
      )}
      {unit.contacts.length > 0 && <ContactsMenu contacts={unit.contacts} />}
      {hasReports && <ReportsMenu variant="icon" />}
      <DownloadCurrentButton />
      <DownloadOptionsMenu />
      {unit.allowed_content_types.length > 0 && (
        <ContentTypesMenu types={unit.allowed_content_types} onCreate={onCreateRelated} />
      )}
      {canNavigate && <NavigateMenu unit={unit} />}
      {isAdmin && <DossierMenu />}
      {!fullPage && (
        <Tooltip title={t('viewer.actions.viewUnit')}>
          <IconButton
            aria-label={t('viewer.actions.viewUnit')}
            data-testid="viewer-action-view-unit"
            onClick={() => navigate(unitDetailHref(unit.uid, unit.business_process))}
          >
            <OpenInNewIcon />
          </IconButton>
        </Tooltip>
      )}
      {onClose && (
        <Tooltip title={t('viewer.close')}>
          <IconButton aria-label={t('viewer.close')} onClick={onClose} sx={{ ml: 'auto' }} data-testid="viewer-close">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
