import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../store';
import { pageChanged, setAlert } from './alert-slice';
import { AlertList } from './alert-list';

describe('AlertList', () => {
  it('shows the alerts, dismisses one with its button and all of them with Escape', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <AlertList pathname="/" />
      </Provider>,
    );
    act(() => {
      store.dispatch(setAlert('Post Added', 'success'));
      store.dispatch(setAlert('Outline Updated', 'success'));
      store.dispatch(setAlert('Title is required', 'danger'));
    });
    const user = userEvent.setup();
    expect(screen.getByRole('status')).toHaveTextContent('Post Added');

    await user.click(screen.getAllByRole('button', { name: 'Dismiss message' })[0]!);
    expect(screen.queryByText('Post Added')).not.toBeInTheDocument();
    expect(screen.getByText('Outline Updated')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(store.getState().alerts).toEqual([]);
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('clears error alerts when a form is edited, and keeps the others', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <AlertList pathname="/login" />
        <form>
          <label>
            Email <input name="email" />
          </label>
        </form>
      </Provider>,
    );
    act(() => {
      store.dispatch(setAlert('Invalid credentials', 'danger'));
      store.dispatch(setAlert('Verification Email Sent', 'info'));
    });
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
    expect(screen.getByText('Verification Email Sent')).toBeInTheDocument();
  });

  it('keeps an alert raised on the way to another page, and clears one the writer acted beside', () => {
    const store = makeStore();
    const { rerender } = render(
      <Provider store={store}>
        <AlertList pathname="/outlines/characters/1" />
      </Provider>,
    );
    act(() => {
      store.dispatch(setAlert('Note Deleted', 'success'));
    });
    // However long the next page takes to arrive, the writer has not acted while the alert was up.
    rerender(
      <Provider store={store}>
        <AlertList pathname="/outlines/characters/me" />
      </Provider>,
    );
    act(() => {
      store.dispatch(pageChanged('/outlines/characters/me'));
    });
    expect(screen.getByText('Note Deleted')).toBeInTheDocument();

    fireEvent.pointerDown(document.body);
    act(() => {
      store.dispatch(pageChanged('/dashboard'));
    });
    expect(screen.queryByText('Note Deleted')).not.toBeInTheDocument();
  });
});
