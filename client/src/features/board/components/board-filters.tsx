import { SCENE_STATUSES, type Board } from '@three-act/contract/board';
import { useId } from 'react';
import {
  isFiltered,
  NO_FILTERS,
  NO_PLOTLINE,
  placesOf,
  STATUS_LABELS,
  type BoardFilters as Filters,
} from '../board-model';

interface BoardFiltersProps {
  board: Board;
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Show only the scenes of a character (point of view or present), a plotline, a status or a place. */
export function BoardFilters({ board, filters, onChange }: BoardFiltersProps) {
  const id = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const places = placesOf(board.scenes);
  return (
    <fieldset className="board-filters">
      <legend className="visually-hidden">Filters</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-character`}>
          Character
        </label>
        <select
          id={`${id}-character`}
          className="field__input"
          value={filters.character}
          onChange={(event) => set({ character: event.target.value })}
        >
          <option value="">Anyone</option>
          {board.characters.map((character) => (
            <option key={character._id} value={character._id}>
              {character.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-plotline`}>
          Plotline
        </label>
        <select
          id={`${id}-plotline`}
          className="field__input"
          value={filters.plotline}
          onChange={(event) => set({ plotline: event.target.value })}
        >
          <option value="">All</option>
          {board.plotlines.map((plotline) => (
            <option key={plotline._id} value={plotline._id}>
              {plotline.name}
            </option>
          ))}
          <option value={NO_PLOTLINE}>No plotline</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className="field__input"
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as Filters['status'] })}
        >
          <option value="">Any</option>
          {SCENE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-place`}>
          Place
        </label>
        <select
          id={`${id}-place`}
          className="field__input"
          value={filters.place}
          onChange={(event) => set({ place: event.target.value })}
        >
          <option value="">Anywhere</option>
          {places.map((place) => (
            <option key={place} value={place}>
              {place}
            </option>
          ))}
        </select>
      </div>
      {isFiltered(filters) && (
        <button
          type="button"
          className="btn btn--secondary btn--small board-filters__clear"
          onClick={() => onChange(NO_FILTERS)}
        >
          Show every scene
        </button>
      )}
    </fieldset>
  );
}
