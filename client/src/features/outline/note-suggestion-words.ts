import { namespace } from '../../lib/i18n';

/**
 * The random note suggestions (`content/note-suggestions.ts`) in the interface's language, keyed by
 * their English (docs/decisions/186-the-writers-language.md): a namespace of their own, so their 69
 * texts load with Add a Note alone. Once in the form, a suggestion is the writer's to edit and save.
 */
export const useNoteSuggestionsT = namespace('note-suggestions');
