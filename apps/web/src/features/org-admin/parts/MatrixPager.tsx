import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MATRIX_PAGE_SIZES } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { pageCount, pageWindow } from '../model/pager';

/** The matrices' paging (shell-and-admin §9): sizes 5, 10, 20 and All, five page buttons, previous and next. */
export function MatrixPager({
  total,
  page,
  size,
  onPage,
  onSize,
}: {
  total: number;
  page: number;
  size: number;
  onPage(page: number): void;
  /** Without it the page size is fixed and not offered (the centro list's 500). */
  onSize?: (size: number) => void;
}) {
  const { t } = useTranslation();
  const count = pageCount(total, size);
  const from = total === 0 ? 0 : size === 0 ? 1 : (page - 1) * size + 1;
  const to = size === 0 ? total : Math.min(total, page * size);
  return (
    <Box
      data-testid="matrix-pager"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1.5, p: 1 }}
    >
      {onSize && (
        <TextField
          select
          size="small"
          label={t('orgAdmin.pager.size')}
          value={size}
          onChange={(e) => onSize(Number(e.target.value))}
          sx={{ width: 120 }}
          slotProps={{ htmlInput: { 'data-testid': 'matrix-page-size' } }}
        >
          {MATRIX_PAGE_SIZES.map((s) => (
            <MenuItem key={s} value={s}>
              {s === 0 ? t('orgAdmin.pager.all') : s}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('orgAdmin.pager.range', { from, to, total })}
      </Typography>
      <Box component="nav" aria-label={t('orgAdmin.pager.pages')} sx={{ display: 'flex', gap: 0.5 }}>
        <PaginationItem type="previous" disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageWindow(page, count).map((p) => (
          <PaginationItem
            key={p}
            page={p}
            selected={p === page}
            onClick={() => onPage(p)}
            data-testid={`matrix-page-${p}`}
          />
        ))}
        <PaginationItem type="next" disabled={page >= count} onClick={() => onPage(page + 1)} />
      </Box>
    </Box>
  );
}
