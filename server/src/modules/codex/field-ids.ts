import { randomBytes } from 'node:crypto';

/** A new field's id: its name as a slug unless taken, else a short random one (the contract's pattern). */
export function newFieldId(name: string, taken: Set<string>) {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  let id = slug && !taken.has(slug) ? slug : '';
  while (!id || taken.has(id)) id = `f-${randomBytes(4).toString('hex')}`;
  taken.add(id);
  return id;
}
