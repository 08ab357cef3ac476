import Tooltip from '@mui/material/Tooltip';
import { shorten } from './shorten';
import { useIsMobile } from './useIsMobile';

/** Records-explorer §9: text cut at 50 characters with the whole text in a tooltip (not on mobile). */
export function ShortText({ text }: { text: string }) {
  const isMobile = useIsMobile();
  const short = shorten(text);
  if (!short.cut) return <>{text}</>;
  if (isMobile) return <>{short.text}</>;
  return (
    <Tooltip title={text}>
      <span>{short.text}</span>
    </Tooltip>
  );
}
