import { createStore, entries, set } from 'idb-keyval';
import { TEST_DRAFT_KEY } from '../test/render-app';
import { keepDraft, readDrafts, unlockDrafts } from './drafts';

const OTHER_KEY = 'YW5vdGhlciB3cml0ZXIncyBkcmFmdCBrZXkgaGVyZSE';
/** What a person with the device's storage in front of them reads (devtools, a disk image). */
const atRest = async () =>
  JSON.stringify(await entries(createStore('three-act-drafts', 'drafts')), (_key, value: unknown) =>
    value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value,
  );

describe('drafts on the device (decision 152)', () => {
  it('are sealed at rest and open for their writer', async () => {
    await unlockDrafts('u1', TEST_DRAFT_KEY);
    await keepDraft(['u1', 's1', 'act1a01'], { text: 'The lighthouse keeper lies', base: 'old' });
    expect(await atRest()).not.toContain('lighthouse');
    expect(await readDrafts('u1', 's1', ['act1a01'])).toEqual({
      act1a01: { text: 'The lighthouse keeper lies', base: 'old', at: expect.any(Number) },
    });
  });

  it('cannot be read once another writer signs in on this device, and open again for their own', async () => {
    await unlockDrafts('u1', TEST_DRAFT_KEY);
    await keepDraft(['u1', 's1', 'act1a01'], { text: 'The lighthouse keeper lies', base: '' });
    await unlockDrafts('u2', OTHER_KEY);
    expect(await readDrafts('u1', 's1', ['act1a01'])).toEqual({});
    // Even a draft copied under the other writer's name stays closed to their key.
    const [[, sealed] = []] = await entries(createStore('three-act-drafts', 'drafts'));
    await set(['u2', 's1', 'act1a01'], sealed, createStore('three-act-drafts', 'drafts'));
    expect(await readDrafts('u2', 's1', ['act1a01'])).toEqual({});

    await unlockDrafts('u1', TEST_DRAFT_KEY);
    expect(await readDrafts('u1', 's1', ['act1a01'])).toMatchObject({
      act1a01: { text: 'The lighthouse keeper lies' },
    });
  });

  it('kept in plain text by an earlier version are sealed when their writer signs in', async () => {
    await set(
      ['u3', 's1', 'act2a01'],
      { text: 'Written before sealing', base: '', at: 1 },
      createStore('three-act-drafts', 'drafts'),
    );
    await unlockDrafts('u3', TEST_DRAFT_KEY);
    expect(await atRest()).not.toContain('Written before sealing');
    expect(await readDrafts('u3', 's1', ['act2a01'])).toEqual({
      act2a01: { text: 'Written before sealing', base: '', at: 1 },
    });
  });
});
