type OutlineSchemas = typeof import('@three-act/contract/outlines');

let loaded: OutlineSchemas | undefined;

/**
 * The outline's schemas (the save's body, a conflict's answer), loaded when the act page first saves
 * or checks, not with its first screen (docs/decisions/193-first-screens-without-schemas.md).
 */
export async function outlineSchemas(): Promise<OutlineSchemas> {
  loaded ??= await import('@three-act/contract/outlines');
  return loaded;
}

/** The save's body, for a form's resolver (lib/use-api-form.ts). */
export const saveOutlineBodyLater = () => outlineSchemas().then((schemas) => schemas.saveOutlineBody);
