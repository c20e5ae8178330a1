import type { BeatKey } from '../../content/guided-questions';
import { apiClient } from '../../lib/api-client';

export interface Note {
  _id: string;
  noteTitle: string;
  noteText: string;
}

export interface Character {
  _id: string;
  name: string;
  /** HTML, sanitised by the server with an allow-list. */
  desc: string;
  photoUrl: string;
  protag: boolean;
  notes: Note[];
  date: string;
}

/** Beat fields act1a01..act3a08, null when empty. */
export type BeatFields = Record<BeatKey, string | null>;

export interface OutlineBase {
  _id: string;
  user: string;
  /** Null for the untitled outline the server makes when a character is saved first. */
  title: string | null;
  promptDismissed: boolean;
  characters: Character[];
  date: string;
}

export type Outline = OutlineBase & BeatFields;

/** What a save may carry; only the fields sent change (the server merges). */
export type OutlineChanges = Partial<{ title: string; promptDismissed: boolean } & BeatFields>;

export interface NewCharacter {
  name: string;
  desc: string;
  photoUrl: string;
  protag: boolean;
}

export interface NewNote {
  noteTitle: string;
  noteText: string;
}

export interface SavedOutline {
  outline: Outline;
  /** True when this save made the outline (201), false when it updated it (200). */
  created: boolean;
}

export async function getOwnOutline(): Promise<Outline> {
  const { data } = await apiClient.get<Outline>('/outlines/me');
  return data;
}

export async function postOutline(changes: OutlineChanges): Promise<SavedOutline> {
  const { data, status } = await apiClient.post<Outline>('/outlines', changes);
  return { outline: data, created: status === 201 };
}

export async function putCharacter(character: NewCharacter): Promise<Outline> {
  const { data } = await apiClient.put<Outline>('/outlines/characters', character);
  return data;
}

export async function getCharacter(id: string): Promise<Character> {
  const { data } = await apiClient.get<Character>(`/outlines/characters/${encodeURIComponent(id)}`);
  return data;
}

export async function putNote(characterId: string, note: NewNote): Promise<Outline> {
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
