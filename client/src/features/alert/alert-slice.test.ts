import { makeStore } from '../../app/store';
import { alertErrors, setAlert } from './alert-slice';

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
    store.dispatch(setAlert('first', 'danger'));
    jest.advanceTimersByTime(2000);
    store.dispatch(setAlert('second', 'danger'));

    jest.advanceTimersByTime(2000);
    expect(store.getState().alerts.map((a) => a.msg)).toEqual(['second']);
  });

  it('turns every server error into a danger alert', () => {
    const store = makeStore();
    store.dispatch(alertErrors([{ msg: 'Name is required', path: 'name' }, { msg: 'Please include a valid email' }]));
    expect(store.getState().alerts).toEqual([
      expect.objectContaining({ msg: 'Name is required', type: 'danger' }),
      expect.objectContaining({ msg: 'Please include a valid email', type: 'danger' }),
    ]);
  });
});
