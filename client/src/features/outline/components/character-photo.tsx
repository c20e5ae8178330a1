import { useState } from 'react';
import { useCharactersT } from '../character-words';

interface CharacterPhotoProps {
  url: string;
  name: string;
  className: string;
}

/** A character's photo from the writer's link; a link that does not load shows nothing rather than a broken image. */
export function CharacterPhoto({ url, name, className }: CharacterPhotoProps) {
  const { t } = useCharactersT();
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return null;
  return (
    <img
      className={className}
      src={url}
      alt={t('Photo of {{name}}', { name })}
      referrerPolicy="no-referrer"
      loading="lazy"
      onError={() => setFailed(url)}
    />
  );
}
