import type { CodexKind } from '@three-act/contract/codex';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/select-field';
import { useSetSearchParam } from '../../../lib/use-search-param';
import { kindLabel } from '../codex-model';

interface KindTagFiltersProps {
  kinds: readonly CodexKind[];
  tags: readonly string[];
  /** Each kind with how many entries it holds ("Place (3)"), as the cards' filter says. */
  counted?: boolean;
}

/**
 * The kind and tag filters of the codex's cards and of the ties, kept in the address (`?kind=`,
 * `?tag=`) so Back and a reload keep them (docs/decisions/178-the-codex-pages.md).
 */
export function KindTagFilters({ kinds, tags, counted = false }: KindTagFiltersProps) {
  const [params] = useSearchParams();
  const set = useSetSearchParam();
  return (
    <>
      <SelectField
        label="Kind"
        placeholder="All kinds"
        value={params.get('kind') ?? ''}
        onChange={(event) => set('kind', event.target.value)}
        options={kinds.map((each) => ({
          value: each.kind,
          label: counted ? `${kindLabel(each.kind)} (${each.entries})` : kindLabel(each.kind),
        }))}
      />
      <SelectField
        label="Tag"
        placeholder="All tags"
        value={params.get('tag') ?? ''}
        onChange={(event) => set('tag', event.target.value)}
        options={tags}
      />
    </>
  );
}
