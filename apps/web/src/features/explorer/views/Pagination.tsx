import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ITEMS_PER_PAGE_CHOICES } from '@qualium/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reachablePage } from '../logic/cursors';
import { clampPage, lastPage, pageButtons } from '../logic/paging';
import type { ItemsPerPage } from '../state/filterSet';

/**
 * Paging of a unit list (records-explorer §2, §5, §9): items per page 5/10/15/20, at most three
 * page buttons, and a page input clamped between 1 and the last page. When the server stopped
 * counting (`exact` false: a broad filter over a large list), the total reads "more than" and
 * there is no known last page to jump to: "next" goes on past the count while the server says there
 * is more (`more`, its next_cursor), page by page, to the last match.
 */
export function Pagination({
  count,
  exact,
  more,
  shown,
  page,
  perPage,
  compact,
  onPage,
  onPageSize,
}: {
  count: number;
  exact: boolean;
  /** Past a capped count, whether another page follows this one. */
  more: boolean;
  /** Units on this page. */
  shown: number;
  page: number;
  perPage: ItemsPerPage;
  compact: boolean;
  onPage(page: number): void;
  onPageSize(size: ItemsPerPage): void;
}) {
  const { t, i18n } = useTranslation();
  const last = lastPage(count, perPage);
  const reachable = reachablePage(page, last, exact, more);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const go = (target: number) => {
    if (target !== page) onPage(target);
  };
  const submitTyped = () => {
    const target = clampPage(typed, reachable);
    setTyped(String(target ?? page));
    if (target !== null) go(target);
  };
  const first = count === 0 ? 0 : (page - 1) * perPage + 1;
  const to = exact ? Math.min(count, page * perPage) : first + shown - 1;

  return (
    <Box
      data-testid="pagination"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1.5,
        px: 2,
        py: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('explorer.paging.perPage')}
        </Typography>
        <TextField
          select
          size="small"
          variant="standard"
          value={perPage}
          onChange={(e) => onPageSize(Number(e.target.value) as ItemsPerPage)}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'per-page' } as object },
            htmlInput: { 'aria-label': t('explorer.paging.perPage') },
          }}
        >
          {ITEMS_PER_PAGE_CHOICES.map((n) => (
            <MenuItem key={n} value={n} data-testid={`per-page-${n}`}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="paging-range">
        {exact
          ? t('explorer.paging.range', { from: number(first), to: number(to), count: number(count) })
          : t('explorer.paging.rangeMore', { from: number(first), to: number(to), total: number(count) })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {!compact && (
          <IconButton size="small" disabled={page <= 1} onClick={() => go(1)} aria-label={t('explorer.paging.first')}>
            <FirstPageIcon fontSize="small" />
          </IconButton>
        )}
        <IconButton
          size="small"
          disabled={page <= 1}
          onClick={() => go(page - 1)}
          aria-label={t('explorer.paging.previous')}
          data-testid="page-previous"
        >
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
        {pageButtons(page, reachable).map((n) => (
          <Button
            key={n}
            size="small"
            variant={n === page ? 'contained' : 'text'}
            disableElevation
            onClick={() => go(n)}
            aria-current={n === page ? 'page' : undefined}
            data-testid={`page-${n}`}
            sx={{ minWidth: 36, px: 1 }}
          >
            {n}
          </Button>
        ))}
        <IconButton
          size="small"
          disabled={page >= reachable}
          onClick={() => go(page + 1)}
          aria-label={t('explorer.paging.next')}
          data-testid="page-next"
        >
          <ChevronRightIcon fontSize="small" />
        </IconButton>
        {!compact && (
          <IconButton
            size="small"
            disabled={page >= last || !exact}
            onClick={() => go(last)}
            aria-label={exact ? t('explorer.paging.last') : t('explorer.paging.lastUnknown')}
            data-testid="page-last"
          >
            <LastPageIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submitTyped();
        }}
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('explorer.paging.goTo')}
        </Typography>
        <TextField
          size="small"
          variant="standard"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={submitTyped}
          slotProps={{
            htmlInput: {
              'data-testid': 'page-input',
              'aria-label': t('explorer.paging.goTo'),
              inputMode: 'numeric',
              style: { width: 48, textAlign: 'center' },
            },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {exact
            ? t('explorer.paging.of', { last: number(last) })
            : t('explorer.paging.ofMore', { last: number(more ? Math.max(last, page) : last) })}
        </Typography>
      </Box>
    </Box>
  );
}
