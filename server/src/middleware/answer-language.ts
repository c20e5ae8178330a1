import type { RequestHandler } from 'express';
import { requestLanguage, translateMessage } from '../lib/i18n';

type Entry = { msg?: unknown };
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null;

/**
 * The one place the API's messages are put into the request's language (decision 187): every
 * error answer's `{ errors: [{ msg, path? }] }`, whoever sends it (the error handler, a route's own
 * 409), and a success's lone `{ msg }`. Only whole messages the `messages` namespace knows change;
 * anything else, and every other field, goes out as it is. English requests cost nothing.
 */
export const answerLanguage: RequestHandler = (req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const language = requestLanguage(req);
    if (language === 'en' || !isEntry(body)) return json(body);
    const { errors, msg } = body as { errors?: unknown; msg?: unknown };
    if (Array.isArray(errors) && res.statusCode >= 400) {
      const translated = errors.map((entry: unknown) =>
        isEntry(entry) && typeof entry.msg === 'string'
          ? { ...entry, msg: translateMessage(language, entry.msg) }
          : entry,
      );
      return json({ ...body, errors: translated });
    }
    if (typeof msg === 'string' && Object.keys(body).length === 1)
      return json({ msg: translateMessage(language, msg) });
    return json(body);
  };
  next();
};
