import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { failureErrors } from './api';
import type { ApiError } from './api-error';

/** A started mutation, as a form hands it to `send`: its `unwrap` gives the answer or throws the failure. */
export interface Mutation<Answer> {
  unwrap: () => Promise<Answer>;
}

/**
 * A contract schema, or a function that loads it: a form on a page's first screen takes its schema
 * when it first checks (on submit), so the page's first paint goes without zod (decision 193).
 */
export type FormSchema = z.ZodType | (() => Promise<z.ZodType>);

/**
 * A resolver that checks with `schema`, loading it first when it is given as a loader. A schema that
 * cannot be loaded (the network gone before it came) leaves the check to the server, which applies
 * the same schema: the send then fails or succeeds as any other.
 */
function resolverOf<Values extends FieldValues>(schema: FormSchema): Resolver<Values> {
  if (typeof schema !== 'function')
    return zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>;
  let loaded: Resolver<Values> | undefined;
  return async (values, context, options) => {
    try {
      loaded ??= resolverOf<Values>(await schema());
    } catch {
      return { values, errors: {} };
    }
    return loaded(values, context, options);
  };
}

/**
 * A react-hook-form form checked with a contract schema (docs/decisions/106-forms.md). Server
 * errors go where they belong: one that names a field shows under it (and the first such field
 * gets the focus), the others in the form's summary, or to `onPathless` when the page shows them
 * elsewhere (the login page's failure is an alert, as it always was).
 */
export function useApiForm<Values extends FieldValues>(
  schema: FormSchema,
  defaultValues: DefaultValues<Values>,
  { onPathless }: { onPathless?: (errors: ApiError[]) => void } = {},
) {
  const form = useForm<Values>({
    // The schema's input is the form's values; its checks and messages are the contract's. The
    // values are sent as typed (raw): the server applies the same schema's clean-up itself.
    resolver: resolverOf<Values>(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [summary, setSummary] = useState<ApiError[]>([]);
  // A schema given as a loader comes once the form is on screen, so it is here when the writer sends.
  useEffect(() => {
    if (typeof schema === 'function') void schema().catch(() => undefined);
  }, [schema]);

  const showServerErrors = (errors: readonly ApiError[]) => {
    const fields = Object.keys(form.getValues());
    const pathless: ApiError[] = [];
    let focused = false;
    for (const error of errors) {
      if (error.path && fields.includes(error.path)) {
        const name = error.path as Path<Values>;
        form.setError(name, { type: 'server', message: error.msg }, { shouldFocus: !focused });
        focused = true;
      } else {
        pathless.push(error);
      }
    }
    if (onPathless && pathless.length > 0) onPathless(pathless);
    else setSummary(pathless);
  };

  /**
   * Waits for a started mutation: its answer when it worked; when it failed, undefined and its errors
   * shown on the form (pending state comes from the form's own `isSubmitting`).
   */
  const send = async <T>(pending: Mutation<T>): Promise<T | undefined> => {
    try {
      const answer = await pending.unwrap();
      setSummary([]);
      return answer;
    } catch (error) {
      showServerErrors(failureErrors(error));
      return undefined;
    }
  };

  return { form, summary, clearSummary: () => setSummary([]), showServerErrors, send };
}
