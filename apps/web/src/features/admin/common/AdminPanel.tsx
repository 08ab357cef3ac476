import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from '../../../ui/ScreenLayout';
import { AddButton, AdminList, type AdminListProps } from './AdminList';
import { ListFailed, LoadingRows, ReadOnlyNote } from './AdminStates';
import { useAdminScope } from './useAdminScope';

export interface PanelQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/**
 * The frame every administration screen shares: title and company, the main actions (the add
 * button last), the read-only note for managers, a search box, and the list area with its loading,
 * failed and refreshing states; once read, the list's own states and layouts (`list`), then the
 * screen's dialogs (`children`).
 */
export function AdminPanel({
  screen,
  subtitle,
  actions,
  add,
  search,
  onSearch,
  query,
  canEdit,
  toolbar,
  list,
  children,
}: {
  /** The screen's name: its texts are `admin.{screen}.*`, its test id `{screen}-page`. */
  screen: 'users' | 'roles' | 'menus' | 'vocabularies' | 'locations';
  /** Under the title; the company by default. */
  subtitle?: string;
  actions?: ReactNode;
  /** The screen's add button: off for who may not edit. */
  add?: { label: string; testId: string; onClick(): void; icon?: ReactNode };
  search?: string;
  onSearch?: (value: string) => void;
  query: PanelQuery;
  canEdit: boolean;
  toolbar?: ReactNode;
  list: Omit<AdminListProps, 'search'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const loaded = !query.isPending && !query.isError;
  const company = useAdminScope().siteName;
  return (
    <ScreenLayout
      testId={`${screen}-page`}
      title={t(`admin.${screen}.title`)}
      subtitle={subtitle ?? t('admin.common.company', { name: company })}
      actions={
        loaded &&
        (actions || add) && (
          <>
            {actions}
            {add && <AddButton {...add} disabled={!canEdit} />}
          </>
        )
      }
    >
      <ReadOnlyNote show={loaded && !canEdit} />
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', position: 'relative' }}>
        {/* Nothing to search in a list that could not be read. */}
        {!query.isError && (onSearch || toolbar) && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {onSearch && (
              <TextField
                size="small"
                value={search ?? ''}
                onChange={(e) => onSearch(e.target.value)}
                placeholder={t('admin.common.search')}
                sx={{ flex: { xs: '1 1 100%', sm: '0 1 340px' } }}
                slotProps={{
                  htmlInput: { 'data-testid': 'admin-search', 'aria-label': t('admin.common.search') },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                    endAdornment: search ? (
                      <InputAdornment position="end">
                        <IconButton
                          size="small"
                          aria-label={t('admin.common.clearSearch')}
                          onClick={() => onSearch('')}
                        >
                          <ClearIcon fontSize="small" />
                        </IconButton>
                      </InputAdornment>
                    ) : undefined,
                  },
                }}
              />
            )}
            {toolbar}
          </Box>
        )}
        {query.isFetching && !query.isPending && (
          <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, zIndex: 1 }} />
        )}
        {query.isPending ? (
          <LoadingRows />
        ) : query.isError ? (
          <ListFailed error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <AdminList {...list} search={search ?? ''} />
        )}
      </Paper>
      {loaded && children}
    </ScreenLayout>
  );
}
