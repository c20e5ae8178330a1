import type { Profile } from '@three-act/contract/profile';
import { testUser } from './render-app';

/** A complete profile of the test user, for mocked answers. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: 'p1',
    user: { _id: testUser._id, name: testUser.name, avatar: testUser.avatar },
    status: 'Published Writer',
    company: 'Lantern House',
    website: 'https://jane.example.org',
    location: 'Boston, MA',
    genres: ['Fantasy', 'Horror'],
    bio: 'Writes at night.',
    amazonauthor: '',
    social: { twitter: 'https://twitter.com/jane', facebook: '', youtube: '', linkedin: '', instagram: '' },
    works: [],
    date: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}
