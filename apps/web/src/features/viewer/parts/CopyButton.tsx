import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../ui/copyText';

/** Records-explorer §9: the 'copied' tooltip shows for 1 s. */
export const COPIED_TOOLTIP_MS = 1000;

/** A button that copies a text and says so for a second in its tooltip. */
export function CopyButton({
  text,
  label,
  icon = <ContentCopyIcon fontSize="small" />,
  testId,
}: {
  text: string;
  label: string;
  icon?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Tooltip
      title={copied ? t('viewer.copied') : label}
      open={copied || hovered}
      onOpen={() => setHovered(true)}
      onClose={() => setHovered(false)}
      placement="top"
    >
      <IconButton
        size="small"
        aria-label={label}
        data-testid={testId}
        data-copied={copied || undefined}
        onClick={async (event) => {
          event.stopPropagation();
          if (await copyText(text)) setCopied(true);
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
