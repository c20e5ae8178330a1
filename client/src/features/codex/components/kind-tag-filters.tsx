import type { CodexKind } from '@three-act/contract/codex';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '../../../components/ui/select-field';
import { useSetSearchParam } from '../../../lib/use-search-param';
import { kindLabel } from '../codex-model';
import { useCodexT } from '../words';

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
  const { t } = useCodexT();
  const [params] = useSearchParams();
  const set = useSetSearchParam();
  // The address's parameter names, not words: set outside the JSX the literal-string rule reads.
  const setKind = (kind: string) => set('kind', kind);
  const setTag = (tag: string) => set('tag', tag);
  return (
    <>
      <SelectField
        label={t('Kind')}
        placeholder={t('All kinds')}
        value={params.get('kind') ?? ''}
        onChange={(event) => setKind(event.target.value)}
        options={kinds.map((each) => ({
          value: each.kind,
          label: counted ? `${kindLabel(each.kind, t)} (${each.entries})` : kindLabel(each.kind, t),
        }))}
      />
      <SelectField
        label={t('Tag')}
        placeholder={t('All tags')}
        value={params.get('tag') ?? ''}
        onChange={(event) => setTag(event.target.value)}
        options={tags}
      />
    </>
  );
}
