import { SCENE_STATUSES, type Board } from '@three-act/contract/board';
import { SelectField } from '../../../components/ui/select-field';
import {
  isFiltered,
  NO_FILTERS,
  NO_PLOTLINE,
  placesOf,
  statusLabel,
  type BoardFilters as Filters,
} from '../board-model';
import { useBoardT } from '../words';

interface BoardFiltersProps {
  board: Board;
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Show only the scenes of a character (point of view or present), a plotline, a status or a place. */
export function BoardFilters({ board, filters, onChange }: BoardFiltersProps) {
  const { t } = useBoardT();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <fieldset className="board-filters">
      <legend className="visually-hidden">{t('Filters')}</legend>
      <SelectField
        label={t('Character')}
        placeholder={t('Anyone')}
        value={filters.character}
        onChange={(event) => set({ character: event.target.value })}
        options={board.characters.map((character) => ({ value: character._id, label: character.name }))}
      />
      <SelectField
        label={t('Plotline')}
        placeholder={t('All')}
        value={filters.plotline}
        onChange={(event) => set({ plotline: event.target.value })}
        options={[
          ...board.plotlines.map((plotline) => ({ value: plotline._id, label: plotline.name })),
          { value: NO_PLOTLINE, label: t('No plotline') },
        ]}
      />
      <SelectField
        label={t('Status')}
        placeholder={t('Any')}
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as Filters['status'] })}
        options={SCENE_STATUSES.map((status) => ({ value: status, label: statusLabel(status, t) }))}
      />
      <SelectField
        label={t('Place')}
        placeholder={t('Anywhere')}
        value={filters.place}
        onChange={(event) => set({ place: event.target.value })}
        options={placesOf(board.scenes)}
      />
      {isFiltered(filters) && (
        <button
          type="button"
          className="btn btn--secondary btn--small board-filters__clear"
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('Show every scene')}
        </button>
      )}
    </fieldset>
  );
}
