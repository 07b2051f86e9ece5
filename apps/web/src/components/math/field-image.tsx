import { cn } from '../../lib/cn';

/** A math field that holds an image source instead of text, shown as that image (SPEC §5). */
export function FieldImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  return <img src={src.trim()} alt={alt} className={cn('max-w-full', className)} loading="lazy" />;
}
