import type { Character, CharacterBody, NoteBody, Outline, SaveOutlineBody } from '@three-act/contract/outlines';
import { apiClient } from '../../lib/api-client';

export interface SavedOutline {
  outline: Outline;
  /** True when this save made the outline (201), false when it updated it (200). */
  created: boolean;
}

export async function getOwnOutline(): Promise<Outline> {
  const { data } = await apiClient.get<Outline>('/outlines/me');
  return data;
}

export async function postOutline(changes: SaveOutlineBody): Promise<SavedOutline> {
  const { data, status } = await apiClient.post<Outline>('/outlines', changes);
  return { outline: data, created: status === 201 };
}

export async function putCharacter(character: CharacterBody): Promise<Outline> {
  const { data } = await apiClient.put<Outline>('/outlines/characters', character);
  return data;
}

export async function getCharacter(id: string): Promise<Character> {
  const { data } = await apiClient.get<Character>(`/outlines/characters/${encodeURIComponent(id)}`);
  return data;
}

export async function putNote(characterId: string, note: NoteBody): Promise<Outline> {
  const { data } = await apiClient.put<Outline>(`/outlines/characters/note/${encodeURIComponent(characterId)}`, note);
  return data;
}

export async function deleteCharacterById(id: string): Promise<Outline> {
  const { data } = await apiClient.delete<Outline>(`/outlines/characters/${encodeURIComponent(id)}`);
  return data;
}

export async function deleteNoteById(characterId: string, noteId: string): Promise<Outline> {
  const { data } = await apiClient.delete<Outline>(
    `/outlines/characters/note/${encodeURIComponent(characterId)}/${encodeURIComponent(noteId)}`,
  );
  return data;
}
