import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../i18n';

/** Lists es, ca, en and switches every text at once; the choice is remembered (shell-and-admin §2.2). */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  // useTranslation re-renders this component on every language change, so reading it here stays current.
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lang = currentLanguage();
  return (
    <>
      <Button
        color="inherit"
        data-testid="language-select"
        aria-label={t('topbar.language')}
        title={t('topbar.language')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={compact ? undefined : <TranslateIcon />}
        sx={{ minWidth: 0, flexShrink: 0, px: compact ? 0.5 : 1 }}
      >
        {lang.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            data-testid={`language-${code}`}
            selected={code === lang}
            onClick={() => {
              setAnchor(null);
              setLanguage(code);
            }}
          >
            {t(`languages.${code}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
