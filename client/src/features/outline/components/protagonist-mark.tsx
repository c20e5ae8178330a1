import { useCharactersT } from '../character-words';

const STAR = '★';
const DASH = '–';

interface ProtagonistMarkProps {
  protag: boolean;
}

/** Yes/no in words as well as a symbol, so it never depends on colour alone. */
export function ProtagonistMark({ protag }: ProtagonistMarkProps) {
  const { t } = useCharactersT();
  return (
    <span className={`protag-mark${protag ? ' protag-mark--yes' : ''}`}>
      <span aria-hidden="true">{protag ? STAR : DASH}</span> {protag ? t('Protagonist: Yes') : t('Protagonist: No')}
    </span>
  );
}
