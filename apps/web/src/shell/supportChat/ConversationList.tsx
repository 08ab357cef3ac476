import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatTimestamp } from '../../ui/format';
import { LoadFailed } from '../../ui/LoadFailed';
import { useConversations } from './api';

/** Support's view: the site's conversations, most recent first, with their unread counts. */
export function ConversationList({ onOpen }: { onOpen(user: number, name: string): void }) {
  const { t, i18n } = useTranslation();
  const list = useConversations(true);
  if (list.isPending) return <Loading />;
  if (list.isError) {
    return (
      <LoadFailed title={t('support.loadFailed')} retry={t('support.retry')} onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.conversations.length === 0) {
    return <EmptyState icon={<ForumOutlinedIcon />} title={t('support.noConversations')} testId="support-chat-empty" />;
  }
  return (
    <List sx={{ overflowY: 'auto' }} data-testid="support-chat-conversations">
      {list.data.conversations.map((c) => (
        <ListItemButton
          key={c.user}
          onClick={() => onOpen(c.user, c.user_name)}
          data-testid="support-chat-conversation"
        >
          <ListItemText
            primary={c.user_name}
            secondary={`${formatTimestamp(c.last_message_at, i18n.language)} · ${c.last_message}`}
            slotProps={{ secondary: { noWrap: true } }}
            sx={{ minWidth: 0 }}
          />
          <Badge badgeContent={c.unread} color="error" sx={{ ml: 2, mr: 1 }} />
        </ListItemButton>
      ))}
    </List>
  );
}

export function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} data-testid="support-chat-loading">
      <CircularProgress size={32} />
    </Box>
  );
}
