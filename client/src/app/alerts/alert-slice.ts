import { createSlice, nanoid, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/api-error';

export type AlertType = 'danger' | 'success' | 'info';

/** A page an alert points to (where a change went): a link inside the alert. */
export interface AlertLink {
  to: string;
  label: string;
}

export interface Alert {
  id: string;
  msg: string;
  type: AlertType;
  link?: AlertLink;
  /** The page it was first shown on; unset until it has been on screen. */
  shownOn?: string;
}

/** Success and info alerts hide after this long; error alerts stay until dismissed or the form is edited. */
const ALERT_TIMEOUT_MS = 4000;

/** A thunk that reads only the alerts (the store's type is built from this slice, not the other way). */
type AlertThunk<T = void> = ThunkAction<T, { alerts: Alert[] }, unknown, UnknownAction>;

const alertSlice = createSlice({
  name: 'alerts',
  initialState: [] as Alert[],
  reducers: {
    alertAdded(state, action: PayloadAction<Alert>) {
      const { msg, type, link } = action.payload;
      // The same message twice is one alert, not a stack.
      if (state.some((alert) => alert.msg === msg && alert.type === type)) return;
      // An alert with a link stays until dismissed: a newer one takes the place of the one before, so
      // they do not pile up over a phone's screen.
      const kept = link ? state.filter((alert) => !alert.link) : state;
      return [...kept, action.payload];
    },
    alertRemoved(state, action: PayloadAction<string>) {
      return state.filter((alert) => alert.id !== action.payload);
    },
    alertsCleared() {
      return [];
    },
    /** The writer edited a form: its error alerts have been read and are being acted on. */
    errorAlertsCleared(state) {
      return state.filter((alert) => alert.type !== 'danger');
    },
    /** The alert region was drawn on this page with these alerts. */
    alertsShown(state, action: PayloadAction<string>) {
      for (const alert of state) alert.shownOn ??= action.payload;
    },
    /**
     * The page changed to `payload`: alerts shown on another page belonged to it and go. An alert
     * raised together with the navigation (a save that moves on) is first shown on the new page.
     */
    pageChanged(state, action: PayloadAction<string>) {
      return state.filter((alert) => alert.shownOn === undefined || alert.shownOn === action.payload);
    },
  },
});

const { alertAdded } = alertSlice.actions;
export const { alertRemoved, alertsCleared, errorAlertsCleared, alertsShown, pageChanged } = alertSlice.actions;
export const alertReducer = alertSlice.reducer;

/**
 * Shows an alert (docs/product.md#alerts). Success and info alerts are removed after `timeout` ms;
 * an error stays until dismissed, its form is edited or the page changes. So does an alert with a
 * `link`: a link that vanished after 4 s could not be reached from the keyboard (WCAG 2.2.1;
 * docs/decisions/157-ideas-into-stories.md).
 */
export const setAlert =
  (
    msg: string,
    type: AlertType,
    { timeout = ALERT_TIMEOUT_MS, link }: { timeout?: number; link?: AlertLink } = {},
  ): AlertThunk<string> =>
  (dispatch, getState) => {
    const existing = getState().alerts.find((alert) => alert.msg === msg && alert.type === type);
    if (existing) return existing.id;
    const id = nanoid();
    dispatch(alertAdded({ id, msg, type, ...(link && { link }) }));
    if (type !== 'danger' && !link) setTimeout(() => dispatch(alertRemoved(id)), timeout);
    return id;
  };

/** One error alert per server message. */
export const alertErrors =
  (errors: readonly ApiError[]): AlertThunk =>
  (dispatch) => {
    for (const { msg } of errors) {
      dispatch(setAlert(msg, 'danger'));
    }
  };

export const selectAlerts = (state: { alerts: Alert[] }) => state.alerts;
