import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VocabularyEntry } from '@qualium/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useIsMobile } from '../../../ui/useIsMobile';
import { adminApi } from '../api/endpoints';
import { AdminPanel } from '../common/AdminPanel';
import { EmptyList, NoMatches } from '../common/AdminStates';
import { CopyFromParentButton } from '../common/CopyFromParentButton';
import { deleteTexts } from '../common/deleteTexts';
import { useAdminList, useReload } from '../common/queries';
import { RowAction } from '../common/RowAction';
import { useAdminScope } from '../common/useAdminScope';
import { vocabularyGroups } from './groups';
import { VocabularyDialog } from './VocabularyDialog';

type Open =
  | { kind: 'edit'; entry: VocabularyEntry | null; preset: string | null }
  | { kind: 'delete'; entry: VocabularyEntry };

const COLUMNS = ['vocabulary', 'key', 'value', 'site', 'path'] as const;

/**
 * Screen `vocabularies` (spec §2.9 "Vocabularies"): the company's key → value lists grouped by
 * vocabulary name. An entry is changed only in the centro where it was made (spec §5); the others
 * show why their buttons are off.
 */
export default function VocabulariesPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const scope = useAdminScope();
  const list = useAdminList('vocabularies', scope, adminApi.vocabularies.list, { needsCentro: true });
  const reload = useReload('vocabularies');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = list.data?.can_edit === true;
  const groups = vocabularyGroups(list.data?.results ?? [], search);
  const saved = () => {
    setOpen(null);
    reload();
  };
  const locked = (e: VocabularyEntry) =>
    canEdit && !e.can_edit ? t('admin.vocabularies.madeElsewhere', { path: e.path }) : null;

  const actions = (e: VocabularyEntry) => (
    <>
      <RowAction
        label={locked(e) ?? t('admin.common.edit')}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'edit', entry: e, preset: null })}
        disabled={!e.can_edit}
        testId={`vocabulary-edit-${e.id}`}
      />
      <RowAction
        label={locked(e) ?? t('admin.common.delete')}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'delete', entry: e })}
        disabled={!e.can_edit}
        testId={`vocabulary-delete-${e.id}`}
        color="error"
      />
    </>
  );
  const addKey = (vocabulary: string) => (
    <Button
      size="small"
      startIcon={<PlaylistAddIcon />}
      onClick={() => setOpen({ kind: 'edit', entry: null, preset: vocabulary })}
      disabled={!canEdit}
      data-testid={`vocabulary-add-key-${vocabulary}`}
    >
      {t('admin.vocabularies.addKey')}
    </Button>
  );

  const desktop = (
    <TableContainer>
      <Table size="small" data-testid="vocabularies-table">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600 }}>
                {t(`admin.vocabularies.columns.${c}`)}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('admin.common.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.vocabulary}>
              <TableRow sx={{ bgcolor: 'action.hover' }} data-testid={`vocabulary-group-${group.vocabulary}`}>
                <TableCell colSpan={COLUMNS.length} sx={{ fontWeight: 700 }}>
                  {group.vocabulary}{' '}
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ ml: 1 }}
                    label={t('admin.vocabularies.count', { count: group.entries.length })}
                  />
                </TableCell>
                <TableCell align="right">{addKey(group.vocabulary)}</TableCell>
              </TableRow>
              {group.entries.map((e) => (
                <TableRow key={e.id} hover data-testid={`vocabulary-row-${e.id}`}>
                  <TableCell sx={{ color: 'text.secondary' }}>{e.vocabulary}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{e.key}</TableCell>
                  <TableCell>{e.value}</TableCell>
                  <TableCell>{e.site_name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{e.path}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(e)}
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  const phone = (
    <Stack divider={<Divider />} data-testid="vocabularies-cards">
      {groups.map((group) => (
        <Box key={group.vocabulary} sx={{ py: 1 }} data-testid={`vocabulary-group-${group.vocabulary}`}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
            <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {group.vocabulary}
            </Typography>
            {addKey(group.vocabulary)}
          </Box>
          {group.entries.map((e) => (
            <Box
              key={e.id}
              sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 1, py: 0.5 }}
              data-testid={`vocabulary-row-${e.id}`}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {e.value}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {e.key} · {e.path}
                </Typography>
              </Box>
              {actions(e)}
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );

  const empty = (list.data?.results.length ?? 0) === 0;
  return (
    <AdminPanel
      testId="vocabularies-page"
      title={t('admin.vocabularies.title')}
      subtitle={t('admin.common.companyAndCentro', { name: scope.siteName, centro: scope.centroName })}
      canEdit={canEdit}
      query={list}
      search={search}
      onSearch={setSearch}
      actions={
        <>
          {list.data?.can_copy_from_parent && (
            <CopyFromParentButton
              testId="vocabularies-copy-parent"
              label={t('admin.vocabularies.copyParent')}
              run={() => adminApi.vocabularies.copyFromParent(scope)}
              onDone={() => reload()}
            />
          )}
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'edit', entry: null, preset: null })}
            disabled={!canEdit}
            data-testid="vocabulary-add"
          >
            {t('admin.vocabularies.addVocabulary')}
          </Button>
        </>
      }
    >
      {empty ? (
        <EmptyList
          title={t('admin.vocabularies.empty')}
          hint={list.data?.can_copy_from_parent ? t('admin.vocabularies.emptyCopyHint') : undefined}
        />
      ) : groups.length === 0 ? (
        <NoMatches query={search} />
      ) : mobile ? (
        phone
      ) : (
        desktop
      )}
      {open?.kind === 'edit' && (
        <VocabularyDialog
          scope={scope}
          entry={open.entry}
          preset={open.preset}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          testId="vocabulary-delete-dialog"
          title={t('admin.vocabularies.deleteTitle')}
          question={t('admin.vocabularies.deleteQuestion', { key: open.entry.key, vocabulary: open.entry.vocabulary })}
          {...deleteTexts(t)}
          onConfirm={async () => {
            await adminApi.vocabularies.remove(scope, open.entry.id);
            reload();
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </AdminPanel>
  );
}
