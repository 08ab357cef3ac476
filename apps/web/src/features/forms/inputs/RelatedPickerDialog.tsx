import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_ITEMS_PER_PAGE,
  ITEMS_PER_PAGE_CHOICES,
  SEARCH_MIN_LENGTH,
  type UnitListItem,
} from '@qualium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShortText } from '../../../ui/ShortText';
import { StateLabel } from '../../../ui/StateDot';
import { useIsMobile } from '../../../ui/useIsMobile';
import { relatableUnits, relatedLabel } from '../api';
import { pagingCount, RELATED_SEARCH_PAUSE_MS, togglePagePicked, togglePicked } from '../model/picker';
import { useDebounced } from './useDebounced';

export interface PickerProps {
  title: string;
  scope: string;
  /** The related select's target BP; any BP (global search) when absent. */
  businessProcess: string | undefined;
  /** The unit the form acts on: never its own relation. */
  exclude: string | undefined;
  multiple: boolean;
  /** The units chosen so far, checked when the dialog opens. */
  chosen: readonly string[];
  onClose(): void;
  /** OK: the units now chosen, with how each reads. */
  onPick(uids: string[], labels: ReadonlyMap<string, string>): void;
}

/**
 * The record picker (records-explorer §2 "Other", issue 14 point 2): the units the related
 * select's type-ahead offers, as a table with tick boxes, a search box (3 characters, as
 * everywhere) and paging (5/10/15/20 a page). The units already chosen come checked; OK hands back
 * the new choice, Cancel leaves the field as it was.
 */
export function RelatedPickerDialog(props: PickerProps) {
  const { title, scope, businessProcess, exclude, multiple, onClose, onPick } = props;
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const [picked, setPicked] = useState<string[]>(() => [...props.chosen]);
  const [labels] = useState(() => new Map<string, string>());
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim().length >= SEARCH_MIN_LENGTH ? typed.trim() : '', RELATED_SEARCH_PAUSE_MS);
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_ITEMS_PER_PAGE as number, search });
  // A new search starts again from its first page.
  const page = paging.search === search ? paging.page : 1;
  const list = useQuery({
    queryKey: ['relatedPicker', scope, businessProcess, search, page, paging.perPage],
    queryFn: ({ signal }) => relatableUnits(scope, businessProcess, search, { page, perPage: paging.perPage }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const units = (list.data?.units ?? []).filter((u) => u.uid !== exclude);
  for (const unit of units) labels.set(unit.uid, relatedLabel(unit));
  const pageUids = units.map((u) => u.uid);
  const pageChecked = pageUids.length > 0 && pageUids.every((uid) => picked.includes(uid));
  const anyBp = !businessProcess;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const hint =
    typed.trim().length > 0 && typed.trim().length < SEARCH_MIN_LENGTH
      ? t('forms.related.minChars', { count: SEARCH_MIN_LENGTH })
      : null;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={mobile}
      aria-labelledby="related-picker-title"
      data-testid="related-picker"
    >
      <DialogTitle id="related-picker-title" sx={{ pb: 1 }}>
        {t('forms.picker.title', { label: title })}
      </DialogTitle>
      <Box sx={{ px: 3, pb: 1.5, flexShrink: 0 }}>
        <TextField
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('forms.related.placeholder')}
          helperText={hint ?? ' '}
          size="small"
          fullWidth
          autoFocus={!mobile}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'related-picker-search', 'aria-label': t('forms.picker.search') },
          }}
        />
      </Box>
      <DialogContent dividers sx={{ p: 0, position: 'relative' }}>
        {list.isFetching && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
        <TableContainer>
          <Table size="small" stickyHeader aria-busy={list.isFetching}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  {multiple && (
                    <Checkbox
                      size="small"
                      checked={pageChecked}
                      indeterminate={!pageChecked && pageUids.some((uid) => picked.includes(uid))}
                      disabled={pageUids.length === 0}
                      onChange={() => setPicked(togglePagePicked(picked, pageUids))}
                      slotProps={{ input: { 'aria-label': t('forms.picker.page') } as object }}
                    />
                  )}
                </TableCell>
                {mobile ? (
                  <TableCell>{t('forms.picker.unit')}</TableCell>
                ) : (
                  <>
                    <TableCell>{list.data?.labels.reference ?? t('forms.picker.reference')}</TableCell>
                    <TableCell>{list.data?.labels.title ?? t('forms.picker.titleColumn')}</TableCell>
                    {anyBp && <TableCell>{list.data?.labels.business_process_name}</TableCell>}
                  </>
                )}
                <TableCell>{list.data?.labels.current_workflow_state ?? t('forms.picker.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {units.map((unit) => (
                <PickerRow
                  key={unit.uid}
                  unit={unit}
                  checked={picked.includes(unit.uid)}
                  mobile={mobile}
                  anyBp={anyBp}
                  onToggle={() => setPicked(togglePicked(picked, unit.uid, multiple))}
                />
              ))}
              {list.data && units.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    {t('forms.related.empty')}
                  </TableCell>
                </TableRow>
              )}
              {list.isError && !list.data && (
                <TableRow>
                  <TableCell colSpan={5} sx={{ py: 4, textAlign: 'center', color: 'error.main' }}>
                    {t('forms.options.failed')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      {list.data && (
        <TablePagination
          component="div"
          data-testid="related-picker-paging"
          count={pagingCount(list.data, page, paging.perPage)}
          page={page - 1}
          rowsPerPage={paging.perPage}
          rowsPerPageOptions={[...ITEMS_PER_PAGE_CHOICES]}
          onPageChange={(_, next) => setPaging({ ...paging, search, page: next + 1 })}
          onRowsPerPageChange={(e) => setPaging({ search, page: 1, perPage: Number(e.target.value) })}
          labelRowsPerPage={mobile ? '' : t('forms.picker.perPage')}
          labelDisplayedRows={({ from, to, count }) =>
            count === -1
              ? t('forms.picker.rangeMore', { from: number(from), to: number(to) })
              : t('forms.picker.range', { from: number(from), to: number(to), count: number(count) })
          }
          getItemAriaLabel={(type) => t(`forms.picker.${type}`)}
          sx={{ flexShrink: 0, overflow: 'visible' }}
        />
      )}
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} data-testid="related-picker-count">
          {t('forms.picker.chosen', { count: picked.length })}
        </Typography>
        <Button onClick={onClose}>{t('forms.cancel')}</Button>
        <Button variant="contained" onClick={() => onPick(picked, labels)} data-testid="related-picker-ok">
          {t('forms.picker.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One unit: a click anywhere on the row ticks it. */
function PickerRow({
  unit,
  checked,
  mobile,
  anyBp,
  onToggle,
}: {
  unit: UnitListItem;
  checked: boolean;
  mobile: boolean;
  anyBp: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  return (
    <TableRow
      hover
      selected={checked}
      onClick={onToggle}
      data-testid="related-picker-row"
      data-uid={unit.uid}
      sx={{ cursor: 'pointer' }}
    >
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          checked={checked}
          onClick={(e) => e.stopPropagation()}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('forms.picker.row', { reference: unit.reference }) } as object }}
        />
      </TableCell>
      {mobile ? (
        <TableCell>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
            {unit.reference}
          </Typography>
          {unit.title}
        </TableCell>
      ) : (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{unit.reference}</TableCell>
          <TableCell>
            <ShortText text={unit.title} />
          </TableCell>
          {anyBp && <TableCell>{unit.business_process_name}</TableCell>}
        </>
      )}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <StateLabel color={unit.current_workflow_state.color} label={unit.current_workflow_state.label} />
      </TableCell>
    </TableRow>
  );
}
