import { characterBody } from '@three-act/contract/outlines';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { FormSummary } from '../components/ui/form-summary';
import { setAlert } from '../app/alerts/alert-slice';
import { CharacterFields, type CharacterValues } from '../features/outline/components/character-fields';
import { useAddCharacterMutation } from '../features/outline/outline-api';
import { useApiForm } from '../lib/use-api-form';
import { useCharactersT } from '../features/outline/character-words';

const emptyCharacter: CharacterValues = { name: '', desc: '', photoUrl: '', protag: false };

/** /create-character. Lazy-loaded: it and the editor page are the only ones that need the rich-text editor. */
export function CreateCharacter() {
  const { t } = useCharactersT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [addCharacter] = useAddCharacterMutation();
  const { form, summary, send } = useApiForm<CharacterValues>(characterBody, emptyCharacter);

  const onValid = async (character: CharacterValues) => {
    if (await send(addCharacter({ ...character, photoUrl: character.photoUrl.trim() }))) {
      dispatch(setAlert(t('Character Added'), 'success'));
      void navigate('/outlines/characters/me');
    }
  };

  return (
    <section className="page character-form">
      <PageTitle title={t('Create Character')} />
      <h1>{t('Create Character')}</h1>
      <p className="lead">{t('Give each character a card you can come back to while you write.')}</p>
      <form className="form card" onSubmit={form.handleSubmit(onValid)}>
        <FormSummary errors={summary} />
        <CharacterFields form={form} />
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
            {t('Add character')}
          </button>
          <Link to="/outlines/characters/me" className="btn btn--secondary">
            {t('Cancel')}
          </Link>
        </div>
      </form>
    </section>
  );
}
