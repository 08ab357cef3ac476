import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUPPORT_MESSAGE_MAX, type SupportMessage } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/errorText';
import { useSession } from '../../session/session';
import { EmptyState } from '../../ui/EmptyState';
import { formatTimestamp } from '../../ui/format';
import { LoadFailed } from '../../ui/LoadFailed';
import { reloadChat, useSendMessage, useThread } from './api';
import { Loading } from './ConversationList';

/** One thread, oldest first, and the box to write in it (Enter sends, Shift+Enter starts a new line). */
export function ThreadView({ owner }: { owner: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useSession((s) => s.persisted.user?.id ?? null);
  const thread = useThread(owner);
  const send = useSendMessage();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const submit = async () => {
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await send(owner, body);
      setDraft('');
      reloadChat(queryClient);
    } catch (error) {
      setFailure(error instanceof ApiError ? errorText(error, t) : t('support.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }} data-testid="support-chat-thread">
        {thread.isPending ? (
          <Loading />
        ) : thread.isError ? (
          <LoadFailed
            title={t('support.loadFailed')}
            retry={t('support.retry')}
            onRetry={() => void thread.refetch()}
          />
        ) : count === 0 ? (
          <EmptyState
            icon={<ChatBubbleOutlineIcon />}
            title={t('support.emptyTitle')}
            hint={t('support.emptyHint')}
            testId="support-chat-empty"
          />
        ) : (
          thread.data.messages.map((m) => <Bubble key={m.id} message={m} mine={m.author === me} />)
        )}
        <div ref={end} />
      </Box>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ mx: 2 }}>
          {failure}
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
          placeholder={t('support.placeholder')}
          multiline
          maxRows={5}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: {
              maxLength: SUPPORT_MESSAGE_MAX,
              'aria-label': t('support.placeholder'),
              'data-testid': 'support-chat-input',
            },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={sending || draft.trim() === ''}
          aria-label={t('support.send')}
          data-testid="support-chat-send"
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

/** A message: the reader's own on the right, the other side's on the left with its author. */
function Bubble({ message, mine }: { message: SupportMessage; mine: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Box
      data-testid="support-chat-message"
      data-mine={mine}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.body}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        {mine ? '' : `${message.author_name} · `}
        {formatTimestamp(message.created_at, i18n.language)}
      </Typography>
    </Box>
  );
}
