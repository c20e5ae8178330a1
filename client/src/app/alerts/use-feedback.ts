import { useCallback, useEffect } from 'react';
import { useAppDispatch } from '../hooks';
import { failureErrors } from '../../lib/api';
import { alertErrors, setAlert, type AlertLink } from './alert-slice';

/** What a success alert says: a message, or one with a link to where the change went. */
type Success = string | { msg: string; link: AlertLink };

/** A started mutation: its `unwrap` gives the answer or throws the failure. */
interface Pending<T> {
  unwrap: () => Promise<T>;
}

/**
 * The one way a page reports what a change did: the success alert (a message, or one made from the
 * answer) when it worked, the server's errors as error alerts when it did not. Resolves true when it
 * worked.
 */
export function useFeedback() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(pending: Pending<T>, success?: Success | ((answer: T) => Success)): Promise<boolean> => {
      try {
        const answer = await pending.unwrap();
        const message = typeof success === 'function' ? success(answer) : success;
        if (typeof message === 'string' && message) dispatch(setAlert(message, 'success'));
        else if (typeof message === 'object') dispatch(setAlert(message.msg, 'success', { link: message.link }));
        return true;
      } catch (error) {
        dispatch(alertErrors(failureErrors(error)));
        return false;
      }
    },
    [dispatch],
  );
}

/** Shows a failed read's errors as error alerts, once per failure. */
export function useFailureAlert(error: unknown): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (error) dispatch(alertErrors(failureErrors(error)));
  }, [dispatch, error]);
}
