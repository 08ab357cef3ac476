import { type ImgHTMLAttributes, useState } from 'react';

/**
 * An <img> that swaps to a fallback when the source is missing or fails to load: server logos
 * are plain URLs that may 404 (shell-and-admin §2.7 "a fallback logo is used when an image fails").
 */
export function FallbackImg({
  src,
  fallback,
  alt,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  fallback: string;
  alt: string;
}) {
  // Remember which source failed rather than a flag, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return <img {...rest} alt={alt} src={usable ?? fallback} onError={() => usable && setFailedSrc(usable)} />;
}
