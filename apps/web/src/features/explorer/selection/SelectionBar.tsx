import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListReportButton } from '../../reports';
import { NO_SELECTION, selectAllMatching, selectedCount, selectionBody } from '../views/selection';
import type { SelectionControl } from '../views/types';
import { BulkTransitionDialog } from './BulkTransitionDialog';

/**
 * What is selected, with "select all matching" and "clear", and what can be done with it
 * (docs/decisions.md "Selection"): the list report of the selected units and a transition run on
 * each of them.
 */
export function SelectionBar({
  control,
  count,
  exact,
  actOn,
  docked,
}: {
  control: SelectionControl;
  count: number;
  exact: boolean;
  /** The list the selection belongs to, when its actions are offered (null: only select and clear). */
  actOn: { businessProcess: string; query: Record<string, string> } | null;
  /** Fixed to the bottom of the screen (mobile). */
  docked: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const selection = control.value;
  const total = count.toLocaleString(i18n.language);
  const chosen = selectedCount(selection, count);
  const allChosen = selection.mode === 'all' && selection.except.size === 0;
  const [running, setRunning] = useState(false);
  const body = selectionBody(selection);
  if (chosen === 0 || body === null) return null;
  return (
    <>
      {/* Room below the list for the docked bar, so it never hides the last card's actions. */}
      {docked && <Box sx={{ height: 120 }} />}
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
          // On a phone the list is long: the bar stays on screen, over the page's foot.
          ...(docked && {
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 'appBar',
            bgcolor: 'background.paper',
            boxShadow: 8,
            pb: 'calc(6px + env(safe-area-inset-bottom))',
          }),
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
        {actOn && (
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto', alignItems: 'center' }}>
            <ListReportButton businessProcess={actOn.businessProcess} query={actOn.query} selection={body} />
            <Button
              variant="outlined"
              startIcon={<PlayArrowIcon />}
              onClick={() => setRunning(true)}
              data-testid="selection-transition"
            >
              {t('explorer.bulk.button')}
            </Button>
          </Box>
        )}
        {actOn && running && (
          <BulkTransitionDialog
            query={actOn.query}
            selection={body}
            onClose={(changed) => {
              setRunning(false);
              if (changed) {
                control.onChange(NO_SELECTION);
                void queryClient.invalidateQueries({ queryKey: ['explorer', 'units'] });
              }
            }}
          />
        )}
      </Box>
    </>
  );
}
