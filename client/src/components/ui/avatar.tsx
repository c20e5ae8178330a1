import { useState } from 'react';
import { useUiT } from '../../lib/ui-words';

interface AvatarProps {
  src: string;
  name: string;
  size?: 'small' | 'medium';
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');

/** The user's picture; if it cannot load, their initials in a circle instead of a broken image. */
export function Avatar({ src, name, size = 'medium' }: AvatarProps) {
  const { t } = useUiT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `avatar avatar--${size}`;
  if (failedSrc === src) {
    return (
      <span className={`${className} avatar--initials`} role="img" aria-label={t('Avatar of {{name}}', { name })}>
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={t('Avatar of {{name}}', { name })}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
