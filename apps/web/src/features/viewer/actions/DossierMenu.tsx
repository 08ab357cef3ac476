import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { downloadFile, logDownloadFailure } from '../../../api/download';
import { useViewer } from '../ViewerContext';
import { ActionMenuButton } from './ActionMenuButton';

const FORMATS = ['pdf', 'json'] as const;

/**
 * The unit's dossier for an audit-trail review (issue 15 §2), for the company's administrators:
 * a PDF an inspector reads without the application, or the same as JSON.
 */
export function DossierMenu() {
  const { t } = useTranslation();
  const { unit, scope } = useViewer();
  const path = `${scope}/unit/${encodeURIComponent(unit.uid)}/dossier/`;
  const download = async (format: (typeof FORMATS)[number]) => {
    const result = await downloadFile(path, { format }, `${unit.reference}-dossier.${format}`);
    if (!result.ok) logDownloadFailure('dossier', result.error);
  };
  return (
    <ActionMenuButton
      icon={<FactCheckOutlinedIcon />}
      label={t('viewer.actions.dossier')}
      testId="viewer-action-dossier"
    >
      {(close) =>
        FORMATS.map((format) => (
          <MenuItem
            key={format}
            data-testid={`viewer-dossier-${format}`}
            onClick={() => {
              close();
              void download(format);
            }}
          >
            {t(`viewer.actions.dossierAs.${format}`)}
          </MenuItem>
        ))
      }
    </ActionMenuButton>
  );
}
