import { putArcBody, type ArcPoint } from '@three-act/contract/codex';
import { ARC_POINTS_MAX, ARC_TEXT_MAX } from '@three-act/contract/limits';
import { useId, useMemo, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { failureErrors } from '../../../lib/api';
import { useSaveArcMutation } from '../codex-api';
import { actName, beatLabel, inStoryOrder, pointLabel, type StoryPlan } from '../codex-model';
import { useCodexT } from '../words';

interface DraftPoint extends ArcPoint {
  key: string;
}

const keyOf = (point: ArcPoint) => (point.beat ? `beat:${point.beat}` : `scene:${point.scene ?? ''}`);
const draftsOf = (points: readonly ArcPoint[]): DraftPoint[] =>
  points.map((point) => ({ ...point, key: keyOf(point) }));
const same = (a: readonly ArcPoint[], b: readonly ArcPoint[]) =>
  a.length === b.length &&
  a.every((point, index) => keyOf(point) === keyOf(b[index] as ArcPoint) && point.text === b[index]?.text);

interface ArcEditorProps {
  story: string;
  entry: string;
  name: string;
  arc: readonly ArcPoint[];
  plan: StoryPlan;
  /** A critic's (decision 189): the arc to read, nothing to change. */
  readOnly?: boolean;
}

/**
 * An entry's arc (issue 34): its state at chosen beats or scenes, kept in story order, saved whole
 * (PUT …/arc); then the arc across the story, act by act and beat by beat, with what is true of it
 * at each.
 */
export function ArcEditor({ story, entry, name, arc, plan, readOnly = false }: ArcEditorProps) {
  const { t } = useCodexT();
  const id = useId();
  const [points, setPoints] = useState(() => draftsOf(inStoryOrder(plan, arc)));
  const [saved, setSaved] = useState(arc);
  const [at, setAt] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [saveArc, saving] = useSaveArcMutation();
  const changed = !same(inStoryOrder(plan, saved), points);

  const places = useMemo(
    () =>
      plan.beats.flatMap((beat) => [
        { value: `beat:${beat._id}`, label: beatLabel(plan, beat._id, t) ?? beat.name },
        ...plan.scenes
          .filter((scene) => scene.beat === beat._id)
          .sort((a, b) => a.position - b.position)
          .map((scene) => ({
            value: `scene:${scene._id}`,
            label: `— ${t('Scene: {{title}}', { title: scene.title })}`,
          })),
      ]),
    [plan, t],
  );
  const free = places.filter((place) => !points.some((point) => point.key === place.value));

  const add = () => {
    const found: Record<string, string> = {};
    if (!at) found.at = t('Choose a beat or a scene');
    if (!text.trim()) found.text = t('Arc text is required');
    else if (text.length > ARC_TEXT_MAX) {
      found.text = t('Arc text must be at most {{max}} characters', { max: ARC_TEXT_MAX });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const [kind, place] = at.split(':') as ['beat' | 'scene', string];
    const point: DraftPoint = { key: at, [kind]: place, text };
    setPoints((now) => inStoryOrder(plan, [...now, point]));
    setAt('');
    setText('');
    setStatus(t('Point added — save the arc to keep it'));
  };

  const save = async () => {
    const body = {
      points: points.map(({ beat, scene, text: said }) => ({ ...(beat ? { beat } : { scene }), text: said })),
    };
    const checked = putArcBody.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const index = issue.path[1];
        const point = typeof index === 'number' ? points[index] : undefined;
        found[point?.key ?? 'form'] ??= t(issue.message);
      }
      setErrors(found);
      setStatus(t('Not saved — check the marked point'));
      return;
    }
    setErrors({});
    setStatus(t('Saving…'));
    try {
      const answer = await saveArc({ story, entry, arc: body }).unwrap();
      setSaved(answer);
      setPoints(draftsOf(answer));
      setStatus(t('Arc saved'));
    } catch (error) {
      const list = failureErrors(error);
      setErrors({ form: list[0]?.msg ?? t('The arc could not be saved') });
      setStatus(t('Not saved — {{reason}}', { reason: list[0]?.msg ?? t('the server refused it') }));
    }
  };

  const textAt = (beat: string) => points.find((point) => point.beat === beat)?.text;
  const scenePoints = (beat: string) =>
    points.filter((point) => point.scene && plan.scenes.find((scene) => scene._id === point.scene)?.beat === beat);

  return (
    <section className="card codex-arc" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('Arc')}</h2>
      {/* A critic's arc is there to read: its boxes and buttons are off. */}
      <fieldset className="codex-arc__fieldset" disabled={readOnly}>
        <p className="muted">
          {t(
            'What is true of {{name}} at chosen beats or scenes (“believes the lie”, “doubts”, “chooses the truth”).',
            {
              name,
            },
          )}
        </p>
        {points.length === 0 ? (
          <p>{t('No points yet.')}</p>
        ) : (
          <ol className="codex-arc__points">
            {points.map((point) => {
              const label = pointLabel(plan, point, t);
              return (
                <li key={point.key} className="codex-arc__point">
                  <TextareaField
                    label={label}
                    rows={2}
                    count={{ length: point.text.length, max: ARC_TEXT_MAX }}
                    error={errors[point.key]}
                    value={point.text}
                    onChange={(event) =>
                      setPoints((now) =>
                        now.map((each) => (each.key === point.key ? { ...each, text: event.target.value } : each)),
                      )
                    }
                  />
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => {
                      setPoints((now) => now.filter((each) => each.key !== point.key));
                      setStatus(t('Point at {{place}} removed — save the arc to keep the change', { place: label }));
                    }}
                  >
                    {t('Remove')}
                    <span className="visually-hidden"> {t('the point at {{place}}', { place: label })}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        <fieldset className="codex-arc__add">
          <legend className="field__label">{t('Add a point')}</legend>
          <SelectField
            label={t('At')}
            placeholder={t('Choose a beat or a scene')}
            error={errors.at}
            value={at}
            onChange={(event) => setAt(event.target.value)}
            options={free}
          />
          <TextareaField
            label={t('What is true of it there')}
            rows={2}
            count={{ length: text.length, max: ARC_TEXT_MAX }}
            error={errors.text}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="button" className="btn btn--secondary" onClick={add} disabled={points.length >= ARC_POINTS_MAX}>
            {t('Add point')}
          </button>
        </fieldset>
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="button-row codex-arc__save">
          <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={saving.isLoading}>
            {t('Save the arc')}
          </button>
          <span className="save-status" aria-live="polite">
            {status || (changed ? t('Unsaved changes to the arc') : '')}
          </span>
        </div>
      </fieldset>

      {points.length > 0 && (
        <>
          <h3 className="codex-arc__across">{t('Across the story')}</h3>
          <ol className="codex-arc__acts">
            {plan.acts.map((act, actIndex) => (
              <li key={`${act}-${actIndex}`} className="codex-arc__act">
                <h4 className="codex-arc__act-name">{actName(plan, actIndex, t)}</h4>
                <ol className="codex-arc__beats">
                  {plan.beats
                    .filter((beat) => beat.act === actIndex)
                    .map((beat) => {
                      const said = textAt(beat._id);
                      return (
                        <li
                          key={beat._id}
                          className={said ? 'codex-arc__beat codex-arc__beat--said' : 'codex-arc__beat'}
                        >
                          <span className="codex-arc__beat-name">{beat.name}</span>
                          {said ? (
                            <p className="codex-arc__text">{said}</p>
                          ) : (
                            <span className="muted"> · {t('nothing written')}</span>
                          )}
                          {scenePoints(beat._id).map((point) => (
                            <p key={point.key} className="codex-arc__text codex-arc__text--scene">
                              {pointLabel(plan, point, t)}: {point.text}
                            </p>
                          ))}
                        </li>
                      );
                    })}
                </ol>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
