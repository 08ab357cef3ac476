import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { UnitListItem } from '@qualium/contracts';
import { localeOf } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { useCentroScope } from '../../../api/useCentroScope';
import { useLanguage } from '../../../i18n';
import { CentroName } from '../../../ui/CentroName';
import { ShortText } from '../../../ui/ShortText';
import { StateLabel } from '../../../ui/StateDot';
import { UnitPicture } from '../../../ui/UnitPicture';
import { cellPicture, columnText, displayText } from './columns';

function useLocale(): string {
  return localeOf(useLanguage());
}

function Empty() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      —
    </Box>
  );
}

/** The limit date; once passed on an open unit, in red with an alert icon (records-explorer §2). */
export function LimitDate({ unit }: { unit: UnitListItem }) {
  const locale = useLocale();
  if (!unit.current_workflow_limit) return <Empty />;
  const text = displayText(unit.current_workflow_limit, locale);
  if (!unit.is_overdue) return <>{text}</>;
  return <OverdueLimit text={text} />;
}

/** A limit date passed on an open unit: red, with an alert icon and its explanation. */
function OverdueLimit({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('explorer.overdue')}>
      <Box
        component="span"
        data-testid="overdue-limit"
        sx={{ color: 'error.main', fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <WarningAmberIcon sx={{ fontSize: 16 }} aria-label={t('explorer.overdue')} />
        {text}
      </Box>
    </Tooltip>
  );
}

/** How big a cell's picture is: small in a table row, larger on a card. */
export type PictureSize = 'row' | 'card';
const PICTURE_EDGE: Record<PictureSize, number> = { row: 40, card: 64 };

/** An image field's thumbnail in a list, in the session's centro scope (the one the list was read in). */
function ListPicture({ unit, column, name, version, drawable, size }: ListPictureProps) {
  const scope = useCentroScope();
  if (!scope.ready) return null;
  return (
    <UnitPicture
      scope={scope.path}
      uid={unit.uid}
      file={{ attribute: column, name, version }}
      drawable={drawable}
      size={PICTURE_EDGE[size]}
      title={name}
      testId="list-picture"
    />
  );
}
interface ListPictureProps {
  unit: UnitListItem;
  column: string;
  name: string;
  version: number | null;
  drawable: boolean;
  size: PictureSize;
}

/**
 * One value of a unit list: the state with its colour dot, the limit date, an image field's
 * thumbnail, a centro with its logo, or the text cut at 50.
 */
export function UnitCell({ unit, column, size = 'row' }: { unit: UnitListItem; column: string; size?: PictureSize }) {
  const locale = useLocale();
  if (column === 'current_workflow_state') {
    return <StateLabel color={unit.current_workflow_state.color} label={unit.current_workflow_state.label} />;
  }
  if (column === 'current_workflow_limit') return <LimitDate unit={unit} />;
  const picture = cellPicture(unit, column);
  if (picture?.kind === 'image') return <ListPicture unit={unit} column={column} size={size} {...picture} />;
  const text = columnText(unit, column);
  if (text === '') return <Empty />;
  if (picture?.kind === 'logo') return <CentroName name={text} logo={picture.logo} />;
  return <ShortText text={displayText(text, locale)} />;
}
