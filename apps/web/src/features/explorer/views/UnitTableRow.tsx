import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { UnitCollection, UnitListItem } from '@qualium/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIcons } from '../../viewer';
import { UnitCell } from './cells';
import { ExpandedUnit } from './ExpandedUnit';
import { UnitActionsScope } from './UnitActionsScope';

/** Short values that read badly when broken; longer texts wrap (they are cut at 50 characters anyway). */
const NO_WRAP = new Set([
  'reference',
  'current_workflow_state',
  'current_workflow_limit',
  'fecha_creacion',
  'fecha_cierre',
]);
/** A plain style rather than `sx`: one per cell of every page, so no Emotion class is worked out for each. */
const NO_WRAP_STYLE = { whiteSpace: 'nowrap' } as const;
const ROW_STYLE = { cursor: 'pointer' } as const;
const EXPANDED_ROW_STYLE = { ...ROW_STYLE, '& > td': { borderBottom: 0 } } as const;

/** What every row of one table does; one object for the table's life, so rows need not redraw for it. */
export interface UnitRowActions {
  open(uid: string): void;
  toggleExpanded(uid: string): void;
  toggleSelected(uid: string): void;
}

interface UnitTableRowProps {
  unit: UnitListItem;
  /** The shown columns' names, in order. */
  columns: readonly string[];
  /** The list the unit is on: the expanded row shows every value with the list's labels. */
  collection: UnitCollection;
  expanded: boolean;
  /** Undefined where units cannot be ticked. */
  selected: boolean | undefined;
  /** Columns the expanded row spans. */
  span: number;
  actions: UnitRowActions;
}

/**
 * One unit's row of the table view, and its expanded row below it. Memoised: the explorer redraws
 * the table as its other parts load (the count, the filters, the user bar's data), and a row whose
 * unit, columns and marks did not change is not drawn again (a page of 100 rows is some 2,500
 * React components).
 */
export const UnitTableRow = memo(function UnitTableRow(props: UnitTableRowProps) {
  const { unit, columns, collection, expanded, selected, span, actions } = props;
  const { t } = useTranslation();
  return (
    <>
      <TableRow
        hover
        selected={selected === true}
        onClick={() => actions.open(unit.uid)}
        data-testid="unit-row"
        data-uid={unit.uid}
        sx={expanded ? EXPANDED_ROW_STYLE : ROW_STYLE}
      >
        {selected !== undefined && (
          <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
            <Checkbox
              size="small"
              checked={selected}
              onChange={() => actions.toggleSelected(unit.uid)}
              slotProps={{
                input: { 'aria-label': t('explorer.selection.row', { reference: unit.reference }) } as object,
              }}
            />
          </TableCell>
        )}
        <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
          <IconButton
            size="small"
            onClick={() => actions.toggleExpanded(unit.uid)}
            aria-expanded={expanded}
            aria-label={t(expanded ? 'explorer.table.collapse' : 'explorer.table.expand')}
            data-testid="expand-row"
          >
            {expanded ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          </IconButton>
        </TableCell>
        {columns.map((column) => (
          <TableCell key={column} style={NO_WRAP.has(column) ? NO_WRAP_STYLE : undefined}>
            <UnitCell unit={unit} column={column} />
          </TableCell>
        ))}
      </TableRow>
      {expanded && (
        <TableRow>
          <TableCell colSpan={span} sx={{ bgcolor: 'action.hover', px: 4, py: 2 }}>
            {/* The unit's actions, as a card's action bar and the calendar's popup carry them. */}
            <UnitActionsScope
              uid={unit.uid}
              onOpenUnit={actions.open}
              fullError={false}
              loading={<Skeleton width={160} height={36} aria-label={t('loading')} />}
            >
              {(handlers) => <ActionIcons fullPage={false} {...handlers} />}
            </UnitActionsScope>
            <ExpandedUnit unit={unit} collection={collection} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
});
