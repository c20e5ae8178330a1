import { makeStore } from '../store';
import { alertErrors, alertsShown, errorAlertsCleared, pageChanged, setAlert } from './alert-slice';

describe('alerts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows an alert and removes it after 4000 ms', () => {
    const store = makeStore();
    store.dispatch(setAlert('Profile Updated', 'success'));
    expect(store.getState().alerts).toEqual([expect.objectContaining({ msg: 'Profile Updated', type: 'success' })]);

    jest.advanceTimersByTime(3999);
    expect(store.getState().alerts).toHaveLength(1);

    jest.advanceTimersByTime(1);
    expect(store.getState().alerts).toEqual([]);
  });

  it('removes each alert on its own schedule', () => {
    const store = makeStore();
    store.dispatch(setAlert('first', 'success'));
    jest.advanceTimersByTime(2000);
    store.dispatch(setAlert('second', 'info'));

    jest.advanceTimersByTime(2000);
    expect(store.getState().alerts.map((a) => a.msg)).toEqual(['second']);
  });

  it('keeps an alert with a link until it is dismissed: a link must stay reachable by keyboard', () => {
    const store = makeStore();
    const link = { to: '/stories/s1#unplaced', label: 'Open the story' };
    store.dispatch(setAlert('Added to the unplaced ideas of “Lanterns”.', 'success', { link }));
    jest.advanceTimersByTime(60_000);
    expect(store.getState().alerts).toEqual([
      expect.objectContaining({ msg: 'Added to the unplaced ideas of “Lanterns”.', type: 'success', link }),
    ]);
    // The next one takes its place rather than piling up; other alerts are left alone.
    store.dispatch(setAlert('Title is required', 'danger'));
    const next = { to: '/stories/s2#unplaced', label: 'Open the story' };
    store.dispatch(setAlert('Added to the unplaced ideas of “Salt”.', 'success', { link: next }));
    expect(store.getState().alerts.map((alert) => alert.msg)).toEqual([
      'Title is required',
      'Added to the unplaced ideas of “Salt”.',
    ]);
  });

  it('turns every server error into a danger alert', () => {
    const store = makeStore();
    store.dispatch(alertErrors([{ msg: 'Name is required', path: 'name' }, { msg: 'Please include a valid email' }]));
    expect(store.getState().alerts).toEqual([
      expect.objectContaining({ msg: 'Name is required', type: 'danger' }),
      expect.objectContaining({ msg: 'Please include a valid email', type: 'danger' }),
    ]);
  });

  it('keeps an error until it is dismissed or its form is edited', () => {
    const store = makeStore();
    store.dispatch(setAlert('Title is required', 'danger'));
    store.dispatch(setAlert('Outline Updated', 'success'));
    jest.advanceTimersByTime(60_000);
    expect(store.getState().alerts.map((a) => a.msg)).toEqual(['Title is required']);

    store.dispatch(errorAlertsCleared());
    expect(store.getState().alerts).toEqual([]);
  });

  it('does not stack the same message twice', () => {
    const store = makeStore();
    store.dispatch(alertErrors([{ msg: 'Invalid credentials' }]));
    store.dispatch(alertErrors([{ msg: 'Invalid credentials' }]));
    store.dispatch(setAlert('Invalid credentials', 'success'));
    expect(store.getState().alerts.map((a) => [a.msg, a.type])).toEqual([
      ['Invalid credentials', 'danger'],
      ['Invalid credentials', 'success'],
    ]);
  });

  it('on a page change drops the alerts shown on the page left, not those raised with the change', () => {
    const store = makeStore();
    store.dispatch(setAlert('Name is required', 'danger'));
    store.dispatch(alertsShown('/register'));
    store.dispatch(setAlert('Outline Created', 'success'));
    store.dispatch(pageChanged('/dashboard'));
    expect(store.getState().alerts.map((a) => a.msg)).toEqual(['Outline Created']);
  });
});
