import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The global search box: entering text goes to /search?search=… (shell-and-admin §2.1). */
export function SearchBox({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [text, setText] = useState('');

  // On the search screen the box shows what is being searched.
  useEffect(() => {
    if (pathname.endsWith('/search')) setText(new URLSearchParams(search).get('search') ?? '');
  }, [pathname, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q !== '') navigate(`/search?search=${encodeURIComponent(q)}`);
  };

  return (
    <search style={{ flexShrink: 0, width: compact ? '100%' : undefined }}>
      <form onSubmit={submit}>
        <TextField
          size="small"
          placeholder={t('topbar.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{
            width: compact ? '100%' : 200,
            '& .MuiOutlinedInput-root': { borderRadius: 5, bgcolor: 'action.hover' },
          }}
          slotProps={{
            htmlInput: { 'data-testid': 'search-input', 'aria-label': t('topbar.search'), enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </form>
    </search>
  );
}
