import ContactsIcon from '@mui/icons-material/Contacts';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import SendIcon from '@mui/icons-material/Send';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UnitDetail } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session';
import { SendMessage, type SendMessageRequest } from '../communications/SendMessage';
import { CopyButton } from '../parts/CopyButton';
import { useViewer } from '../ViewerContext';
import { ActionMenuButton } from './ActionMenuButton';

type Contact = UnitDetail['contacts'][number];

/** The server names roles with stable keys ("responsible, creator"); the menu shows them translated. */
const KNOWN_ROLES = new Set(['responsible', 'creator']);

function ContactRow({ contact, onWrite }: { contact: Contact; onWrite?: () => void }) {
  const { t } = useTranslation();
  const roles = contact.role
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => (KNOWN_ROLES.has(r) ? t(`viewer.actions.roles.${r}`) : r))
    .join(' · ');
  return (
    <Box
      component="li"
      data-testid="viewer-contact"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}
    >
      <Avatar src={contact.photo ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}>
        {contact.initials}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {contact.title}
        </Typography>
        {roles && (
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {roles}
          </Typography>
        )}
        {[contact.phone, contact.email].filter(Boolean).map((line) => (
          <Typography key={line} variant="caption" color="text.secondary" component="div" noWrap>
            {line}
          </Typography>
        ))}
      </Box>
      {contact.phone && (
        <CopyButton
          text={contact.phone}
          label={t('viewer.actions.copyPhone')}
          icon={<PhoneIcon fontSize="small" />}
          testId="viewer-contact-copy-phone"
        />
      )}
      {contact.email && (
        <CopyButton
          text={contact.email}
          label={t('viewer.actions.copyEmail')}
          icon={<EmailIcon fontSize="small" />}
          testId="viewer-contact-copy-email"
        />
      )}
      {onWrite && (
        <Tooltip title={t('viewer.actions.sendMessage')}>
          <IconButton
            size="small"
            aria-label={t('viewer.actions.sendMessage')}
            onClick={onWrite}
            data-testid="viewer-contact-send-message"
          >
            <SendIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * The contacts menu: who the unit concerns, with copy phone and copy e-mail (records-explorer §2),
 * and a message to any of them but oneself (the unit's communications).
 */
export function ContactsMenu({ contacts }: { contacts: readonly Contact[] }) {
  const { t } = useTranslation();
  const { unit, scope } = useViewer();
  const me = useSession((s) => s.persisted.user?.id ?? null);
  // Outside the menu, which closes as the dialog opens.
  const [writing, setWriting] = useState<SendMessageRequest | null>(null);
  return (
    <>
      <ActionMenuButton icon={<ContactsIcon />} label={t('viewer.actions.contacts')} testId="viewer-action-contacts">
        {(close) =>
          contacts.map((c) => (
            <ContactRow
              key={c.id}
              contact={c}
              onWrite={
                c.id === me
                  ? undefined
                  : () => {
                      close();
                      setWriting({
                        scope,
                        uid: unit.uid,
                        reference: unit.reference,
                        contacts: unit.contacts,
                        recipientId: c.id,
                      });
                    }
              }
            />
          ))
        }
      </ActionMenuButton>
      <SendMessage request={writing} onClose={() => setWriting(null)} />
    </>
  );
}
