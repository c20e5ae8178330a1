import { useState } from 'react';
import { isHttpUrl } from '../../../lib/text';
import { useCodexT } from '../words';

interface EntryImageProps {
  url: string | null;
  name: string;
  className: string;
}

/** An entry's picture from the writer's link; one that does not load (or is no link yet) shows nothing. */
export function EntryImage({ url, name, className }: EntryImageProps) {
  const { t } = useCodexT();
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || !isHttpUrl(url) || failed === url) return null;
  return (
    <img
      className={className}
      src={url}
      alt={t('Picture of {{name}}', { name })}
      referrerPolicy="no-referrer"
      loading="lazy"
      onError={() => setFailed(url)}
    />
  );
}
