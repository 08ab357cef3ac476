import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { ConversationList } from './ConversationList';
import { ThreadView } from './ThreadView';

/**
 * The chat panel, a drawer on the right (full width on mobile): a user sees their thread with
 * support; support sees the site's conversations, opens one and answers in it.
 */
export default function SupportChatPanel({
  open,
  isSupport,
  onClose,
}: {
  open: boolean;
  isSupport: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const me = useSession((s) => s.persisted.user?.id ?? null);
  const [chosen, setChosen] = useState<{ user: number; name: string } | null>(null);
  const owner = isSupport ? (chosen?.user ?? null) : me;
  const title = isSupport && chosen ? chosen.name : t(isSupport ? 'support.conversations' : 'support.title');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } }, 'data-testid': 'support-chat-panel' } as object }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {isSupport && chosen && (
          <IconButton aria-label={t('support.back')} onClick={() => setChosen(null)} data-testid="support-chat-back">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h6" sx={{ flex: 1, pl: isSupport && chosen ? 0 : 1 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={t('support.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {owner !== null ? (
        <ThreadView owner={owner} />
      ) : (
        <ConversationList onOpen={(user, name) => setChosen({ user, name })} />
      )}
    </Drawer>
  );
}
