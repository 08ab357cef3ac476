import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Pagination } from './Pagination';
import { NO_SELECTION, selectAllMatching, selectedCount } from './selection';
import type { SelectionControl, ViewProps } from './types';

/** What is selected, with "select all matching" and "clear". */
function SelectionBar({ control, count, exact }: { control: SelectionControl; count: number; exact: boolean }) {
  const { t, i18n } = useTranslation();
  const selection = control.value;
  const total = count.toLocaleString(i18n.language);
  const chosen = selectedCount(selection, count);
  const allChosen = selection.mode === 'all' && selection.except.size === 0;
  if (chosen === 0) return null;
  return (
    <Box
      data-testid="selection-bar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 0.75,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="selection-count">
        {allChosen
          ? exact
            ? t('explorer.selection.allMatching', { count: chosen })
            : t('explorer.selection.allMatchingMore', { total })
          : selection.mode === 'all' && !exact
            ? t('explorer.selection.allExcept', { count: selection.except.size })
            : t('explorer.selection.count', { count: chosen })}
      </Typography>
      {selection.mode === 'some' && chosen < count && (
        <Button size="small" onClick={() => control.onChange(selectAllMatching())} data-testid="select-all-matching">
          {exact ? t('explorer.selection.selectAll', { count }) : t('explorer.selection.selectAllMore', { total })}
        </Button>
      )}
      <Button size="small" onClick={() => control.onChange(NO_SELECTION)} data-testid="selection-clear">
        {t('explorer.selection.clear')}
      </Button>
    </Box>
  );
}

/** Below a list: what is selected (when units can be ticked) and the paging controls. */
export function ListFooter({ list, filters, selection, mobile, onPage, onPageSize }: ViewProps) {
  const count = list.data?.count ?? 0;
  if (!list.data || count === 0) return null;
  const exact = list.data.count_exact;
  return (
    <>
      {selection && <SelectionBar control={selection} count={count} exact={exact} />}
      <Divider />
      <Pagination
        count={count}
        exact={exact}
        more={list.data.next_cursor !== null}
        shown={list.data.units.length}
        page={filters.page}
        perPage={filters.units_per_page}
        compact={mobile}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </>
  );
}
