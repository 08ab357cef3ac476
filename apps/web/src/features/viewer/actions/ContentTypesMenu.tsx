import AddIcon from '@mui/icons-material/Add';
import MenuItem from '@mui/material/MenuItem';
import type { UnitDetail } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { ActionMenuButton } from './ActionMenuButton';

/** The plus menu: the kinds of unit that may be created from this one (records-explorer §2). */
export function ContentTypesMenu({
  types,
  onCreate,
}: {
  types: UnitDetail['allowed_content_types'];
  onCreate: (businessProcess: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionMenuButton icon={<AddIcon />} label={t('viewer.actions.contentTypes')} testId="viewer-action-content-types">
      {(close) =>
        types.map((type) => (
          <MenuItem
            key={type.reference}
            data-testid={`viewer-content-type-${type.reference}`}
            onClick={() => {
              close();
              onCreate(type.reference);
            }}
          >
            {type.readable_type}
          </MenuItem>
        ))
      }
    </ActionMenuButton>
  );
}
