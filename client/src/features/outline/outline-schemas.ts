/**
 * The outline's schemas (the save's body, a conflict's answer), loaded when the act page's form is on
 * screen, not with its first screen (docs/decisions/193-first-screens-without-schemas.md). The
 * browser keeps the module once loaded: later calls answer at once.
 */
export const outlineSchemas = () => import('@three-act/contract/outlines');

/** The save's body, for a form's resolver (lib/use-api-form.ts), which also loads it once on screen. */
export const saveOutlineBodyLater = () => outlineSchemas().then((schemas) => schemas.saveOutlineBody);
