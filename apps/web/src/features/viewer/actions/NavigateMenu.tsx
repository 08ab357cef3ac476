import EastIcon from '@mui/icons-material/East';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import type { UnitDetail } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unitExplorerHref } from '../../../ui/unitLinks';
import { ActionMenuButton } from './ActionMenuButton';

/** The navigate arrow: to the unit this one came from and to those created from it. */
export function NavigateMenu({ unit }: { unit: UnitDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parent = unit.relations.parent;
  const go = (close: () => void, uid: string, businessProcess?: string) => {
    close();
    navigate(unitExplorerHref(uid, businessProcess));
  };
  return (
    <ActionMenuButton icon={<EastIcon />} label={t('viewer.actions.navigate')} testId="viewer-action-navigate">
      {(close) => [
        parent && <ListSubheader key="parent-title">{t('viewer.related.parent')}</ListSubheader>,
        parent && (
          <MenuItem key={parent.uid} onClick={() => go(close, parent.uid, parent.business_process)}>
            <ListItemText primary={parent.reference} secondary={parent.title} />
          </MenuItem>
        ),
        unit.navigate_list.length > 0 && (
          <ListSubheader key="children-title">{t('viewer.related.children')}</ListSubheader>
        ),
        ...unit.navigate_list.map((child) => (
          <MenuItem key={child.uid} onClick={() => go(close, child.uid)}>
            <ListItemText primary={child.reference} secondary={child.title} />
          </MenuItem>
        )),
      ]}
    </ActionMenuButton>
  );
}
