/** This language's words, one lazy chunk per namespace (docs/decisions/186-the-writers-language.md). */
export const load = (ns: string) => import(`./${ns}.json`);
