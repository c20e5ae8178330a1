import { body, query } from 'express-validator';
import { ROLES } from '../../db/schema';

// PostgreSQL text cannot hold NUL; no name or e-mail contains one, so it is dropped from the search.
const withoutNul = (value: string) => value.replaceAll('\u0000', '');

export const ROLE_MESSAGE = 'Role must be user, mod or admin';

export const setRoleRules = [
  body('role')
    .custom((value) => typeof value === 'string' && (ROLES as readonly string[]).includes(value))
    .withMessage(ROLE_MESSAGE),
];

export const listUsersRules = [
  query('q')
    .optional()
    .isString()
    .withMessage('Search text must be at most 100 characters')
    .bail()
    .customSanitizer(withoutNul)
    .trim()
    .isLength({ max: 100 })
    .withMessage('Search text must be at most 100 characters'),
  query('limit')
    .optional()
    .isInt({ min: 1, max: 50 })
    .withMessage('limit must be a whole number from 1 to 50')
    .bail()
    .toInt(),
  query('cursor')
    .optional()
    .isString()
    .withMessage('cursor is not valid')
    .bail()
    .isLength({ max: 400 })
    .withMessage('cursor is not valid'),
];
