/**
 * Sealing with a writer's draft key (AES-GCM through WebCrypto; docs/decisions/152-nothing-private-outlives-the-session.md):
 * what a draft holds at rest on the device. Without the key (the session ended, another writer) a
 * sealed draft cannot be read.
 */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  sealed: ArrayBuffer;
}

/**
 * WebCrypto exists only in secure contexts (https, localhost): an install served over plain http
 * keeps drafts unsealed, as before decision 152 (it has no offline app either).
 */
export const canSeal = () => typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

export const importDraftKey = (draftKey: string) =>
  crypto.subtle.importKey('raw', fromBase64Url(draftKey).slice(0, 32), 'AES-GCM', false, ['encrypt', 'decrypt']);

/** Bytes sealed with the key (a live copy's changes: features/together/live/sealed-copy.ts). */
export async function sealBytes(key: CryptoKey, plain: Uint8Array<ArrayBuffer>): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  return { iv, sealed: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain) };
}

/** The sealed bytes, or undefined when this key did not seal them. */
export async function unsealBytes(key: CryptoKey, { iv, sealed }: Sealed): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed));
  } catch {
    return undefined;
  }
}

export const seal = (key: CryptoKey, value: unknown): Promise<Sealed> =>
  sealBytes(key, new TextEncoder().encode(JSON.stringify(value)));

/** The sealed value, or undefined when this key did not seal it. */
export async function unseal<T>(key: CryptoKey, kept: Sealed): Promise<T | undefined> {
  const plain = await unsealBytes(key, kept);
  return plain && (JSON.parse(new TextDecoder().decode(plain)) as T);
}
