import AddIcon from '@mui/icons-material/Add';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/useIsMobile';
import { EmptyList, NoMatches } from './AdminStates';

export interface AdminListProps {
  empty: boolean;
  emptyTitle: string;
  emptyHint?: string;
  /** Whether anything is left to show after the search. */
  matches: boolean;
  search: string;
  desktop: ReactNode;
  /** The layout for a phone; absent, the desktop one adapts itself. */
  phone?: ReactNode;
}

/**
 * The list area of a screen once its list is read: the designed empty state when the company has
 * nothing yet, "no matches" when the search leaves nothing, otherwise the phone layout on a phone
 * (where there is one) and the desktop layout elsewhere.
 */
export function AdminList({ empty, emptyTitle, emptyHint, matches, search, desktop, phone }: AdminListProps) {
  const mobile = useIsMobile();
  if (empty) return <EmptyList title={emptyTitle} hint={emptyHint} />;
  if (!matches) return <NoMatches query={search} />;
  return <>{mobile && phone ? phone : desktop}</>;
}

/** A screen's main add button, beside its title; off (not hidden) for who may not edit. */
export function AddButton({
  label,
  testId,
  onClick,
  disabled,
  icon = <AddIcon />,
}: {
  label: string;
  testId: string;
  onClick(): void;
  disabled: boolean;
  icon?: ReactNode;
}) {
  return (
    <Button variant="contained" startIcon={icon} onClick={onClick} disabled={disabled} data-testid={testId}>
      {label}
    </Button>
  );
}

/** The ids of the rows opened on a screen, toggled one at a time. */
export function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const open = (id: number) => setExpanded((current) => new Set(current).add(id));
  return { expanded, toggle, open };
}

/** The arrow of an expandable row (the row's own click toggles it; the button says its state). */
export function ExpandToggle({ open, testId }: { open: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      aria-label={t(open ? 'admin.common.collapse' : 'admin.common.expand')}
      aria-expanded={open}
      data-testid={testId}
    >
      {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
    </IconButton>
  );
}
