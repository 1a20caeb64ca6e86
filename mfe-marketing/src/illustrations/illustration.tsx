import { ILLUSTRATIONS, type IllustrationName } from './illustrations';

interface IllustrationProps {
  name: IllustrationName;
  /** what the picture shows, in the page's language; '' only where the text around it already says it */
  alt: string;
  className?: string;
  /** below the first screen: the browser fetches it when it comes near the viewport */
  lazy?: boolean;
}

export function Illustration({ name, alt, className, lazy = false }: IllustrationProps) {
  const { src, width, height } = ILLUSTRATIONS[name];
  return <img src={src} width={width} height={height} alt={alt} className={className} loading={lazy ? 'lazy' : 'eager'} decoding="async" />;
}
