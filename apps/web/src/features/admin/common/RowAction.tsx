import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ActionProps {
  onClick(): void;
  disabled?: boolean;
  testId: string;
}

/**
 * An icon action of a row. A disabled one keeps its tooltip (it says why), which MUI shows only
 * on an enabled element, hence the span.
 */
export function RowAction({
  label,
  icon,
  onClick,
  disabled = false,
  testId,
  color,
}: ActionProps & {
  label: string;
  icon: ReactNode;
  color?: 'error' | 'primary';
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(event) => {
            event.stopPropagation();
            onClick();
          }}
          disabled={disabled}
          data-testid={testId}
          color={color}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A row's edit action; `label` says why when it is off for another reason than rights. */
export function EditAction({ label, ...action }: ActionProps & { label?: string | null }) {
  const { t } = useTranslation();
  return <RowAction label={label ?? t('admin.common.edit')} icon={<EditIcon fontSize="small" />} {...action} />;
}

/** A row's delete action, in the error colour; `label` says why when it is off for another reason. */
export function DeleteAction({ label, ...action }: ActionProps & { label?: string | null }) {
  const { t } = useTranslation();
  return (
    <RowAction
      label={label ?? t('admin.common.delete')}
      icon={<DeleteIcon fontSize="small" />}
      color="error"
      {...action}
    />
  );
}
