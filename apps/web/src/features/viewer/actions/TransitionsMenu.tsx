import AddCircleOutlinedIcon from '@mui/icons-material/AddCircleOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { TransitionCandidate } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../ViewerContext';
import { ActionMenuButton } from './ActionMenuButton';

/**
 * The pencil menu: the transitions the server offers this user now. A transition to a related BP
 * creates a child unit instead of moving this one (records-explorer §4), so it says so.
 */
export function TransitionsMenu({
  candidates,
  onChoose,
}: {
  candidates: readonly TransitionCandidate[];
  onChoose: (transitionId: string) => void;
}) {
  const { t } = useTranslation();
  const { unit } = useViewer();
  const bpName = (reference: string) =>
    unit.allowed_content_types.find((c) => c.reference === reference)?.readable_type ?? reference;
  return (
    <ActionMenuButton icon={<EditIcon />} label={t('viewer.actions.transitions')} testId="viewer-action-transitions">
      {(close) =>
        candidates.map((c) => (
          <MenuItem
            key={c.id}
            data-testid={`viewer-transition-${c.id}`}
            onClick={() => {
              close();
              onChoose(c.id);
            }}
          >
            {c.related_business_process && (
              <ListItemIcon>
                <AddCircleOutlinedIcon fontSize="small" />
              </ListItemIcon>
            )}
            <ListItemText
              inset={!c.related_business_process && candidates.some((x) => x.related_business_process)}
              primary={c.label}
              secondary={
                c.related_business_process
                  ? t('viewer.actions.createsRelated', { bp: bpName(c.related_business_process) })
                  : undefined
              }
            />
          </MenuItem>
        ))
      }
    </ActionMenuButton>
  );
}
