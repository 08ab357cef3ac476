import ContactsIcon from '@mui/icons-material/Contacts';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UnitDetail } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../parts/CopyButton';
import { ActionMenuButton } from './ActionMenuButton';

type Contact = UnitDetail['contacts'][number];

/** The server names roles with stable keys ("responsible, creator"); the menu shows them translated. */
const KNOWN_ROLES = new Set(['responsible', 'creator']);

function ContactRow({ contact }: { contact: Contact }) {
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
    </Box>
  );
}

/** The contacts menu: who the unit concerns, with copy phone and copy e-mail (records-explorer §2). */
export function ContactsMenu({ contacts }: { contacts: readonly Contact[] }) {
  const { t } = useTranslation();
  return (
    <ActionMenuButton icon={<ContactsIcon />} label={t('viewer.actions.contacts')} testId="viewer-action-contacts">
      {() => contacts.map((c) => <ContactRow key={c.id} contact={c} />)}
    </ActionMenuButton>
  );
}
