import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SEARCH_MIN_LENGTH } from '@qualium/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDebouncer } from '../../../ui/debounce';
import { SEARCH_DEBOUNCE_MS, searchToApply } from '../logic/search';

/**
 * The explorer's search box (records-explorer §4, §5): the text is applied after a 1 s pause and
 * only from 3 characters on; clearing the box applies the empty text at once. Enter applies
 * without waiting.
 */
export function SearchField({ value, onApply }: { value: string; onApply(search: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const applyRef = useRef(onApply);
  applyRef.current = onApply;
  const debouncer = useMemo(
    () =>
      createDebouncer((typed: string) => {
        const search = searchToApply(typed);
        if (search !== null) applyRef.current(search);
      }, SEARCH_DEBOUNCE_MS),
    [],
  );
  useEffect(() => debouncer.cancel, [debouncer]);
  // The URL changed elsewhere (a chip removed, the back button): show what is applied.
  useEffect(() => {
    debouncer.cancel();
    setText(value);
  }, [value, debouncer]);

  const tooShort = text.trim().length > 0 && searchToApply(text) === null;
  const change = (next: string) => {
    setText(next);
    debouncer.push(next);
    if (next.trim() === '') debouncer.flush();
  };

  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => change(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') debouncer.flush();
      }}
      placeholder={t('explorer.search.placeholder')}
      helperText={tooShort ? t('explorer.search.minLength', { count: SEARCH_MIN_LENGTH }) : undefined}
      sx={{ width: { xs: '100%', sm: 280 } }}
      slotProps={{
        htmlInput: {
          'data-testid': 'explorer-search',
          'aria-label': t('explorer.search.label'),
          enterKeyHint: 'search',
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={t('explorer.search.clear')} onClick={() => change('')} edge="end">
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
