import { characterPatchBody, type Character } from '@three-act/contract/outlines';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { CharacterFields, type CharacterValues } from '../features/outline/components/character-fields';
import { useGetCharacterQuery, useUpdateCharacterMutation } from '../features/outline/outline-api';
import { useCharactersT } from '../features/outline/character-words';
import { statusText } from '../lib/save-status';
import { useUiT } from '../lib/ui-words';
import { usePatchAutosave } from '../lib/use-patch-autosave';
import { useApiForm } from '../lib/use-api-form';

/** /outlines/characters/:id/edit: the character's fields, saved by themselves as the writer types. */
export function EditCharacter() {
  const { t } = useCharactersT();
  const { id = '' } = useParams();
  const { currentData: character, isError } = useGetCharacterQuery(id);
  if (!character) {
    return isError ? (
      <section className="page page--narrow">
        <PageTitle title={t('Character Not Found')} />
        <h1>{t('Character Not Found')}</h1>
        <p className="lead">{t('This character does not exist, or it is not one of yours.')}</p>
        <Link to="/outlines/characters/me" className="btn btn--secondary">
          {t('BACK')}
        </Link>
      </section>
    ) : (
      <Spinner label={t('Loading character')} />
    );
  }
  return <CharacterEditor character={character} />;
}

function CharacterEditor({ character }: { character: Character }) {
  const { t } = useCharactersT();
  const { t: ui } = useUiT();
  const [updateCharacter] = useUpdateCharacterMutation();
  const { form } = useApiForm<CharacterValues>(characterPatchBody, {
    name: character.name,
    desc: character.desc,
    photoUrl: character.photoUrl,
    protag: character.protag,
  });
  const { status, flush } = usePatchAutosave(form, (changes) =>
    updateCharacter({ id: character._id, changes }).unwrap(),
  );
  const cardPath = `/outlines/characters/${character._id}`;

  return (
    <section className="page character-form">
      <PageTitle title={t('Edit {{name}}', { name: character.name })} />
      <h1>{t('Edit {{name}}', { name: character.name })}</h1>
      <p className="lead">{t('Changes save by themselves a moment after you stop typing.')}</p>
      <form
        className="form card"
        onSubmit={(event) => {
          event.preventDefault();
          void flush();
        }}
        onBlur={() => void flush()}
      >
        <CharacterFields form={form} />
        <div className="button-row">
          <span className="save-status" aria-live="polite">
            {statusText(status, false, ui)}
          </span>
          <Link to={cardPath} className="btn btn--primary" onClick={() => void flush()}>
            {t('Done')}
          </Link>
        </div>
      </form>
    </section>
  );
}
