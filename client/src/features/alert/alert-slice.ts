import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { AppThunk } from '../../app/store';
import type { ApiError } from '../../lib/api-error';

export type AlertType = 'danger' | 'success';

export interface Alert {
  id: string;
  msg: string;
  type: AlertType;
}

export const ALERT_TIMEOUT_MS = 4000;

const alertSlice = createSlice({
  name: 'alerts',
  initialState: [] as Alert[],
  reducers: {
    alertAdded(state, action: PayloadAction<Alert>) {
      state.push(action.payload);
    },
    alertRemoved(state, action: PayloadAction<string>) {
      return state.filter((alert) => alert.id !== action.payload);
    },
    alertsCleared() {
      return [];
    },
  },
});

export const { alertAdded, alertRemoved, alertsCleared } = alertSlice.actions;
export const alertReducer = alertSlice.reducer;

/** Shows an alert and removes it after `timeout` ms. */
export const setAlert =
  (msg: string, type: AlertType, timeout = ALERT_TIMEOUT_MS): AppThunk<string> =>
  (dispatch) => {
    const id = nanoid();
    dispatch(alertAdded({ id, msg, type }));
    setTimeout(() => dispatch(alertRemoved(id)), timeout);
    return id;
  };

/** One danger alert per server message. */
export const alertErrors =
  (errors: readonly ApiError[]): AppThunk =>
  (dispatch) => {
    for (const { msg } of errors) {
      dispatch(setAlert(msg, 'danger'));
    }
  };

export const selectAlerts = (state: { alerts: Alert[] }) => state.alerts;
